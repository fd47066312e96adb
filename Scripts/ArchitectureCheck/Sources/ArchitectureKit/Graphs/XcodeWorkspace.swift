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
        let files = FileManager.default
        let projects = packages.flatMap { package in
            let folders = (try? files.contentsOfDirectory(atPath: "\(workspace.root)/\(package)")) ?? []
            return folders.filter { !$0.hasPrefix(".") }.flatMap { folder in
                let names = (try? files.contentsOfDirectory(atPath: "\(workspace.root)/\(package)/\(folder)")) ?? []
                return names.filter { $0.hasSuffix(".xcodeproj") }.map { "\(package)/\(folder)/\($0)" }
            }
        }
        paths = (packages + projects).sorted()
    }

    /// The workspace file's text: one `group:` reference per package folder or project, in path order.
    var contents: String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, "<Workspace", #"   version = "1.0">"#]
        for path in paths {
            let escaped = [("&", "&amp;"), ("\"", "&quot;"), ("<", "&lt;"), (">", "&gt;")].reduce(path) {
                $0.replacingOccurrences(of: $1.0, with: $1.1)
            }
            lines += ["   <FileRef", "      location = \"group:\(escaped)\">", "   </FileRef>"]
        }
        return (lines + ["</Workspace>"]).joined(separator: "\n") + "\n"
    }
}
