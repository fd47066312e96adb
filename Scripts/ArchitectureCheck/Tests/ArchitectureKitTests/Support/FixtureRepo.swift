import ArchitectureKit
import Foundation

/// A throwaway repo in a temporary folder: the real `architecture.json` and tiny packages shaped like the real
/// ones (Domain, Data, Presentation, the Catalog and Cart features). Tests change one file to make one violation
/// and run the checker on it.
struct FixtureRepo {
    /// The real repo's root, found from this file's path; `nil` when the checker was copied out alone.
    static let realRoot: String? = ArchitectureCheck.findRoot(
        from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)

    /// The real repo, loaded once for all the tests that only read it: a load scans every source file, about
    /// half a second in a debug build, and six tests read it. Nil when the checker was copied out alone.
    static let realWorkspace: Workspace? = {
        guard let realRoot, let policy = try? ArchitectureCheck.policy(root: realRoot) else { return nil }
        return WorkspaceLoader(root: realRoot, policy: policy).load()
    }()

    /// Whether fixture tests can run (they need the real policy).
    static var isAvailable: Bool { realRoot != nil }

    /// Manifests are cached across fixtures, and from one run to the next: most of them are the same text in the
    /// same folder. In the repo's build folder, which outlives a test run's `TMPDIR` (`make test` empties its
    /// own at every run).
    static let cacheFolder =
        (realRoot.map { URL(fileURLWithPath: $0).appendingPathComponent(".build") }
        ?? FileManager.default.temporaryDirectory)
        .appendingPathComponent("architecture-check-fixture-cache").path

    let root: String

    /// A clean fixture repo.
    static func base() throws -> FixtureRepo {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("arch-fixture-\(UUID().uuidString)")
            .path
        let repo = FixtureRepo(root: root)
        guard let realRoot else { throw FixtureError.noPolicy }
        try repo.write(
            "architecture.json",
            String(decoding: try Data(contentsOf: URL(fileURLWithPath: realRoot + "/architecture.json")), as: UTF8.self)
        )
        for (path, text) in FixtureFiles.base { try repo.write(path, text + "\n") }
        return repo
    }

    /// Writes `text` to `path` (relative to the fixture root), creating folders.
    func write(_ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Reads `path`.
    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)), as: UTF8.self)
    }

    /// Replaces `old` with `new` in `path`; fails when `old` is not there, so a fixture edit never silently misses.
    func replace(_ old: String, with new: String, in path: String) throws {
        let text = try read(path)
        guard text.contains(old) else { throw FixtureError.missing(old, path) }
        try write(path, text.replacingOccurrences(of: old, with: new))
    }

    /// Runs the checker (graphs skipped unless asked) and returns its findings.
    func findings(graphs: Bool = false) throws -> [Finding] {
        try ArchitectureCheck.run(root: root, checkGraphs: graphs, cacheFolder: Self.cacheFolder).report.findings
    }

    /// Writes the README graphs, as `make graph` does.
    func writeGraphs() throws -> [String] {
        try ArchitectureCheck.run(root: root, writeGraphs: true, checkGraphs: false, cacheFolder: Self.cacheFolder)
            .written
    }

    /// Deletes the fixture.
    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

enum FixtureError: Error {
    case noPolicy
    case missing(String, String)
}
