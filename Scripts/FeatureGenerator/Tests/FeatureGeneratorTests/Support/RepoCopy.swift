import Foundation

/// A copy of the repo's files (not its `.build*` folders nor its git history), in which the generator may write
/// anything. Each test has its own, kept under `.build/feature-generator` from one run to the next and brought back
/// to the repo's files at the start of each (MirrorFolder): a warm run writes nothing to set it up, git finds
/// nothing new to store, and a test that failed leaves its copy to look at until the next run.
struct RepoCopy {
    /// The repo this package sits in (`Scripts/FeatureGenerator`), or nil when the package was copied out alone
    /// (as `make portability` does): then there is no generator to test.
    static let sourceRoot: URL? = {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Support
            .deletingLastPathComponent()  // FeatureGeneratorTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // FeatureGenerator
            .deletingLastPathComponent()  // Scripts
            .deletingLastPathComponent()
        let generator = root.appendingPathComponent("Scripts/new-feature").path
        return FileManager.default.isExecutableFile(atPath: generator) ? root : nil
    }()

    /// The copy's root.
    let url: URL

    /// The copy called `name`, in `.build/feature-generator/<name>` of the repo, made equal to the repo's files
    /// (a `.git` an earlier run left in it is deleted).
    init(named name: String) throws {
        try self.init(named: name, keeping: [])
    }

    private init(named name: String, keeping: Set<String>) throws {
        guard let source = Self.sourceRoot else { throw Failure("no repo around this package") }
        url = source.appendingPathComponent(".build/feature-generator/\(name)", isDirectory: true)
        try MirrorFolder.sync(from: source, to: url, keeping: keeping)
    }

    /// The copy called `name` as a git repository with everything committed, so a test can ask `git status` what
    /// a command changed, as a user would. The repository stays from one run to the next (git then stores nothing
    /// new), so its index is built again from the files (a file tracked before and ignored now must not stay
    /// tracked), and a run that finds nothing new commits nothing. A repository a killed run left broken (a lock,
    /// say) is made afresh.
    static func committed(named name: String) throws -> RepoCopy {
        let repo = try RepoCopy(named: name, keeping: [".git"])
        try repo.commitAll()
        return repo
    }

    /// Runs `command` with bash in the copy's root.
    func run(_ command: String, environment: [String: String] = [:]) throws -> Shell.Result {
        try Shell.run(command, in: url, environment: environment)
    }

    private func commitAll() throws {
        // Whatever the user's own git configuration asks for (signing, hooks), this commit needs none of it.
        let git =
            "git -c user.name=test -c user.email=test@example.invalid -c commit.gpgsign=false -c core.hooksPath=/dev/null"
        let commit =
            "git init -q . && \(git) rm -r -q --cached --ignore-unmatch . && \(git) add -A"
            + " && { \(git) diff --cached --quiet || \(git) commit -qm copy; }"
        var result = try run(commit)
        if result.status != 0 {
            try? FileManager.default.removeItem(at: url.appendingPathComponent(".git"))
            result = try run(commit)
        }
        guard result.status == 0 else { throw Failure("cannot commit the copy: \(result.output)") }
    }

    func text(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path)
    }

    /// Every file of the copy outside build folders (by any name SwiftPM users give them: `.build`,
    /// `.build-release`, ...), by path relative to the root, with its bytes; a link as where it points, never
    /// followed (it may point at a folder).
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for (path, kind) in try FileTree.entries(in: url, skipping: { name, _ in name.hasPrefix(".build") }) {
            switch kind {
            case .folder: continue
            case .link(let target): files[path] = Data("-> \(target)".utf8)
            case .file: files[path] = try Data(contentsOf: url.appendingPathComponent(path))
            }
        }
        return files
    }

    /// The paths that differ between two snapshots, each marked added (+), removed (-) or changed (~).
    static func differences(from before: [String: Data], to after: [String: Data]) -> [String] {
        let paths = Set(before.keys).union(after.keys).sorted()
        return paths.compactMap { path in
            switch (before[path], after[path]) {
            case (nil, _): return "+ \(path)"
            case (_, nil): return "- \(path)"
            case let (old?, new?): return old == new ? nil : "~ \(path)"
            }
        }
    }

    /// A built architecture checker to write and check the copy's graphs with, so the copy need not build one:
    /// `ARCHITECTURE_CHECK_BINARY`, else the newest of the ones make test and make check build. Nil when there
    /// is none; the generator then builds the copy's own.
    static func checkerBinary() -> String? {
        if let binary = ProcessInfo.processInfo.environment["ARCHITECTURE_CHECK_BINARY"], !binary.isEmpty {
            return binary
        }
        guard let root = sourceRoot else { return nil }
        let candidates = [".build/shared/debug/architecture-check", ".build/tools/debug/architecture-check"]
            .map { root.appendingPathComponent($0).path }
            .filter { FileManager.default.isExecutableFile(atPath: $0) }
        return candidates.max { modified($0) < modified($1) }
    }

    private static func modified(_ path: String) -> Date {
        (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast
    }
}

/// A setup step that could not be done.
struct Failure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
