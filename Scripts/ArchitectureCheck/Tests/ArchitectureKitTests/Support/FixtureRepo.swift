import ArchitectureKit
import Foundation

/// A throwaway repo in a temporary folder: the real `architecture.json` and tiny packages shaped like the real
/// ones (Domain, Data, Presentation, the Catalog and Cart features). Tests change one file to make one violation
/// and run the checker on it.
struct FixtureRepo {
    /// The real repo's root, found from this file's path; `nil` when the checker was copied out alone, and then
    /// the fixture tests, which need the real policy, are skipped.
    static let realRoot: String? = ArchitectureCheck.findRoot(
        from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)
    static var isAvailable: Bool { realRoot != nil }

    /// The real repo, loaded once for the tests that only read it: a load scans every source file, about half a
    /// second in a debug build.
    static let realWorkspace: Workspace? = {
        guard let realRoot, let policy = try? ArchitectureCheck.policy(root: realRoot) else { return nil }
        return WorkspaceLoader(root: realRoot, policy: policy).load()
    }()

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
        guard let realRoot else { throw FixtureError.noPolicy }
        let repo = FixtureRepo(
            root: FileManager.default.temporaryDirectory.appendingPathComponent("arch-fixture-\(UUID().uuidString)")
                .path)
        try repo.write(
            "architecture.json", try String(contentsOfFile: realRoot + "/architecture.json", encoding: .utf8))
        for (path, text) in FixtureFiles.base { try repo.write(path, text + "\n") }
        return repo
    }

    /// Writes `text` to `path` (relative to the fixture root), creating folders.
    func write(_ path: String, _ text: String) throws {
        try PathUtilities.write(text, to: root + "/" + path)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
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

    /// Plans the copy of `package` into `destination` (absolute), as `make copy-package` does.
    func copy(_ package: String, to destination: String) throws -> PackageCopy {
        try PackageCopy(package: package, root: root, destination: destination, cacheFolder: Self.cacheFolder)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

enum FixtureError: Error {
    case noPolicy
    case missing(String, String)
}
