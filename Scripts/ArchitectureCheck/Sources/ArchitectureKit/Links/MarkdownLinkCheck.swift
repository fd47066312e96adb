import Foundation

/// Finds relative Markdown links that lead nowhere: a missing file or folder, or an `#anchor` no heading (or
/// `id`/`name` attribute) of the target defines. Links with a scheme are not followed; code is not links.
/// Anchors are GitHub's: the heading lower-cased, punctuation but `-` and `_` dropped, spaces as `-`, a
/// repeated heading numbered `-1`, `-2`.
public struct MarkdownLinkCheck: Sendable {
    /// One link that leads nowhere.
    public struct BrokenLink: Sendable, Equatable {
        /// The Markdown file, relative to the root.
        public var file: String
        /// The 1-based line of the link.
        public var line: Int
        public var target: String
        public var reason: String

        /// `file:line: error: MESSAGE (rule links)`, like the checker's other findings.
        public var text: String { "\(file):\(line): error: the link to \(target) \(reason) (rule links)" }
    }

    private let root: String

    /// A check of Markdown files under `root`.
    public init(root: String) {
        self.root = root
    }

    /// The broken links of `files` (paths relative to the root), in file and line order.
    public func brokenLinks(in files: [String]) -> [BrokenLink] {
        var anchorCache: [String: Set<String>] = [:]
        var broken: [BrokenLink] = []
        for file in files.sorted() {
            guard let text = Self.read(PathUtilities.join(root, file)) else { continue }
            for link in MarkdownLinks.links(in: text) {
                if let reason = problem(with: link.target, from: file, anchors: &anchorCache) {
                    broken.append(BrokenLink(file: file, line: link.line, target: link.target, reason: reason))
                }
            }
        }
        return broken
    }

    /// Every `.md` file under the root, skipping hidden and build folders: what to check outside a git clone.
    public func markdownFiles() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [String] = []
        while let path = walker.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") {
                walker.skipDescendants()
            } else if path.hasSuffix(".md") {
                files.append(path)
            }
        }
        return files.sorted()
    }

    private func problem(with target: String, from file: String, anchors: inout [String: Set<String>]) -> String? {
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let pathPart = parts[0].removingPercentEncoding ?? parts[0]
        let anchor = parts.count > 1 ? parts[1] : nil
        let folder = (file as NSString).deletingLastPathComponent
        let base = folder.isEmpty ? "." : folder
        let resolved =
            pathPart.isEmpty ? file : PathUtilities.join(base, pathPart)
        if resolved.hasPrefix("..") { return "points outside the repo" }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: PathUtilities.join(root, resolved), isDirectory: &isFolder) else {
            return "names \(resolved), which does not exist"
        }
        guard let anchor, !anchor.isEmpty, !isFolder.boolValue, resolved.hasSuffix(".md") else { return nil }
        if anchors[resolved] == nil {
            anchors[resolved] = MarkdownLinks.anchors(in: Self.read(PathUtilities.join(root, resolved)) ?? "")
        }
        return anchors[resolved]?.contains(anchor.lowercased()) == true ? nil : "has no #\(anchor) in \(resolved)"
    }

    private static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
