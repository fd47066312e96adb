import Foundation

/// Keeps the generated parts of the READMEs in step with the manifests: the Mermaid graph between
/// `<!-- graph:begin -->` and `<!-- graph:end -->` (docs/ARCHITECTURE.md: all packages; each
/// package README: its own neighbourhood) and, in docs/ARCHITECTURE.md, the rules tables between
/// `<!-- rules:begin -->` and `<!-- rules:end -->`. A README without the graph markers gets a `## Graph` section at its end. The Xcode
/// workspace that opens every package is generated with them (`XcodeWorkspace`).
public struct GraphWriter: Sendable {
    /// One README: what is on disk and what `make graph` would write.
    public struct Document: Sendable, Equatable {
        /// The path relative to the root.
        public var path: String
        /// The current text, or `nil` if the file does not exist.
        public var current: String?
        /// The text with every generated part up to date.
        public var expected: String

        /// Whether the file on disk differs from what would be written.
        public var isStale: Bool { current != expected }
    }

    /// The command that refreshes the READMEs, named in every finding.
    public static let command = "make graph"
    /// The document that explains the layers, with the package graph and the rules tables.
    static let architecturePath = "docs/ARCHITECTURE.md"
    private let policy: Policy
    private let workspace: Workspace

    /// A writer for `workspace` under `policy`.
    public init(policy: Policy, workspace: Workspace) {
        self.policy = policy
        self.workspace = workspace
    }

    /// docs/ARCHITECTURE.md (the whole graph) and the README of every package in the repo; the root README
    /// links to the architecture's graph instead of repeating it.
    public func documents() -> [Document] {
        let renderer = GraphRenderer(policy: policy, workspace: workspace)
        let repoGraph = renderer.repoGraph()
        var documents = [
            document(
                path: Self.architecturePath, title: "Architecture", graph: repoGraph,
                rules: RulesTable(policy: policy).markdown())
        ]
        for index in workspace.packages.indices where !workspace.packages[index].path.hasPrefix("..") {
            let package = workspace.packages[index]
            guard package.path != "." else { continue }
            let path = "\(package.path)/README.md"
            documents.append(document(path: path, title: package.name, graph: renderer.packageGraph(index), rules: nil))
        }
        documents.append(
            Document(
                path: XcodeWorkspace.path, current: Self.contents(of: XcodeWorkspace.path, in: workspace.root),
                expected: XcodeWorkspace(workspace: workspace).contents))
        return documents
    }

    /// A finding for each README whose generated parts are missing or out of date.
    public func staleFindings() -> [Finding] {
        documents().filter(\.isStale).map { document in
            let rule = CheckID.graphUpToDate.rawValue
            let reason = policy.reason(.graphUpToDate)
            if document.path == XcodeWorkspace.path {
                let what = document.current == nil ? "is missing" : "does not open exactly the repo's packages"
                return Finding(
                    file: document.path, line: 1, kind: .graph, rule: rule,
                    message: "\(document.path) \(what): run `\(Self.command)` to regenerate it; \(reason)")
            }
            guard let current = document.current else {
                return Finding(
                    file: document.path, line: 1, kind: .graph, rule: rule,
                    message: "\(document.path) is missing: run `\(Self.command)` to create it with its graph; \(reason)"
                )
            }
            let marker = Self.line(of: Self.begin("graph"), in: current)
            let what = marker == nil ? "has no generated graph" : "has an out-of-date graph or rules table"
            return Finding(
                file: document.path, line: marker ?? 1, kind: .graph, rule: rule,
                message: "\(document.path) \(what): run `\(Self.command)` to regenerate it; \(reason)")
        }
    }

    /// Writes every stale README and returns the paths written.
    public func write() throws -> [String] {
        var written: [String] = []
        for document in documents() where document.isStale {
            let url = URL(fileURLWithPath: PathUtilities.join(workspace.root, document.path))
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(document.expected.utf8).write(to: url, options: .atomic)
            written.append(document.path)
        }
        return written
    }

    private func document(path: String, title: String, graph: String, rules: String?) -> Document {
        let current = Self.contents(of: path, in: workspace.root)
        let source = "the manifests and architecture.json"
        let graphBlock =
            "<!-- Generated by `\(Self.command)` from \(source): do not edit. -->\n```mermaid\n\(graph)\n```"
        var expected = current ?? "# \(title)\n"
        if let replaced = Self.replacing("graph", in: expected, with: graphBlock) {
            expected = replaced
        } else {
            if !expected.hasSuffix("\n") { expected += "\n" }
            expected += "\n## Graph\n\n\(Self.begin("graph"))\n\(graphBlock)\n\(Self.end("graph"))\n"
        }
        if let rules {
            let rulesBlock = "<!-- Generated by `\(Self.command)` from architecture.json: do not edit. -->\n\(rules)"
            expected = Self.replacing("rules", in: expected, with: rulesBlock) ?? expected
        }
        return Document(path: path, current: current, expected: expected)
    }

    private static func contents(of path: String, in root: String) -> String? {
        FileManager.default.contents(atPath: PathUtilities.join(root, path)).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func begin(_ name: String) -> String { "<!-- \(name):begin -->" }

    private static func end(_ name: String) -> String { "<!-- \(name):end -->" }

    /// `text` with the part between the markers of `name` replaced by `body`, or `nil` without markers.
    static func replacing(_ name: String, in text: String, with body: String) -> String? {
        guard let start = text.range(of: begin(name)),
            let stop = text.range(of: end(name), range: start.upperBound..<text.endIndex)
        else { return nil }
        return String(text[..<start.upperBound]) + "\n" + body + "\n" + String(text[stop.lowerBound...])
    }

    private static func line(of marker: String, in text: String) -> Int? {
        guard let range = text.range(of: marker) else { return nil }
        return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }
}
