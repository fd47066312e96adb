import Foundation

/// Finds relative Markdown links that lead nowhere: a missing file or folder, or an `#anchor` no heading (or
/// `id`/`name` attribute) of the target defines. Links with a scheme are not followed; code is not links.
/// Anchors are GitHub's: the heading lower-cased, punctuation but `-` and `_` dropped, spaces as `-`, a
/// repeated heading numbered `-1`, `-2`.
public struct MarkdownLinkCheck: Sendable {
    /// One link that leads nowhere: the Markdown file (relative to the root), the link's line, its target, and
    /// why it leads nowhere.
    public struct BrokenLink: Sendable, Equatable {
        public var file: String
        public var line: Int
        public var target: String
        public var reason: String

        /// `file:line: error: MESSAGE (rule links)`, like the checker's other findings.
        public var text: String { "\(file):\(line): error: the link to \(target) \(reason) (rule links)" }
    }

    private let root: String

    public init(root: String) {
        self.root = root
    }

    /// The broken links of `files` (paths relative to the root), in file and line order.
    public func brokenLinks(in files: [String]) -> [BrokenLink] {
        var anchorCache: [String: Set<String>] = [:]
        return files.sorted().flatMap { file in
            MarkdownLinks.links(in: read(file) ?? "").compactMap { link in
                problem(with: link.target, from: file, anchors: &anchorCache).map {
                    BrokenLink(file: file, line: link.line, target: link.target, reason: $0)
                }
            }
        }
    }

    /// Every `.md` file under the root, skipping hidden and build folders: what to check outside a git clone.
    public func markdownFiles() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [String] = []
        while let path = walker.nextObject() as? String {
            if (path as NSString).lastPathComponent.hasPrefix(".") {
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
        let folder = (file as NSString).deletingLastPathComponent
        let resolved = pathPart.isEmpty ? file : PathUtilities.join(folder.isEmpty ? "." : folder, pathPart)
        if resolved.hasPrefix("..") { return "points outside the repo" }
        guard let isFolder = PathUtilities.isFolder(PathUtilities.join(root, resolved)) else {
            return "names \(resolved), which does not exist"
        }
        guard parts.count > 1, !parts[1].isEmpty, !isFolder, resolved.hasSuffix(".md") else { return nil }
        let anchor = parts[1]
        if anchors[resolved] == nil { anchors[resolved] = MarkdownLinks.anchors(in: read(resolved) ?? "") }
        return anchors[resolved]?.contains(anchor.lowercased()) == true ? nil : "has no #\(anchor) in \(resolved)"
    }

    private func read(_ path: String) -> String? { PathUtilities.read(PathUtilities.join(root, path)) }
}
