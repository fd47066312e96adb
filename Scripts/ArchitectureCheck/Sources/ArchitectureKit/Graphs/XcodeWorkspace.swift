import Foundation

/// The `.xcworkspace` at the root that opens every package of the repo, and every Xcode project inside a
/// package folder (the iOS app), in one Xcode window, as large Swift package repos ship one. It is generated
/// from the package graph with the README graphs (`make graph`), so a package `make feature` adds joins it,
/// and `make check` fails when it is out of date.
struct XcodeWorkspace {
    /// Where it lives, relative to the root.
    static let path = "CleanArchitecture.xcworkspace/contents.xcworkspacedata"

    /// The package folders and Xcode projects it opens, relative to the root.
    let paths: [String]

    /// Every package of `workspace` inside the repo but the root one, which only forwards to App (Xcode
    /// would show App twice), and the `.xcodeproj` bundles one folder down in those packages.
    init(workspace: Workspace) {
        let packages = workspace.packages.map(\.path).filter { $0 != "." && !$0.hasPrefix("..") }
        let projects = packages.flatMap { Self.projects(in: $0, root: workspace.root) }
        paths = (packages + projects).sorted()
    }

    /// `package/<folder>/<name>.xcodeproj`, outside hidden and build folders.
    private static func projects(in package: String, root: String) -> [String] {
        let files = FileManager.default
        let folders = (try? files.contentsOfDirectory(atPath: "\(root)/\(package)")) ?? []
        return folders.filter { !$0.hasPrefix(".") }.flatMap { folder in
            let names = (try? files.contentsOfDirectory(atPath: "\(root)/\(package)/\(folder)")) ?? []
            return names.filter { $0.hasSuffix(".xcodeproj") }.map { "\(package)/\(folder)/\($0)" }
        }
    }

    /// The workspace file's text: one `group:` reference per package folder or project, in path order.
    var contents: String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, "<Workspace", #"   version = "1.0">"#]
        for path in paths {
            lines += ["   <FileRef", "      location = \"group:\(Self.escaped(path))\">", "   </FileRef>"]
        }
        lines.append("</Workspace>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` safe inside an XML attribute.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
