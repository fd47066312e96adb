import Foundation

/// The `.xcworkspace` at the root that opens every package of the repo in one Xcode window, as large Swift
/// package repos ship one. It is generated from the package graph with the README graphs (`make graph`), so a
/// package `make feature` adds joins it, and `make check` fails when it is out of date.
struct XcodeWorkspace {
    /// Where it lives, relative to the root.
    static let path = "CleanArchitecture.xcworkspace/contents.xcworkspacedata"

    /// The package folders it opens, relative to the root.
    let packagePaths: [String]

    /// Every package of `workspace` inside the repo but the root one, which only forwards to App (Xcode
    /// would show App twice).
    init(workspace: Workspace) {
        packagePaths = workspace.packages.map(\.path).filter { $0 != "." && !$0.hasPrefix("..") }.sorted()
    }

    /// The workspace file's text: one `group:` reference per package folder, in path order.
    var contents: String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, "<Workspace", #"   version = "1.0">"#]
        for path in packagePaths {
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
