import Foundation

/// A copy of the repo (without its `.build*` folders or git), in which the generator may write anything.
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

    /// Whether `remove()` leaves the copy for the next run (see `init(reusing:)`).
    private let isReused: Bool

    /// Copies the repo into a new temporary folder.
    init() throws {
        guard let source = Self.sourceRoot else { throw Failure("no repo around this package") }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("feature-generator-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try self.init(copying: source, to: url, isReused: false)
    }

    /// A copy in `folder` (relative to the repo's root) that keeps its own `.build` from one run to the next; the
    /// rest is copied afresh, with the files' modification times kept. Builds in it are then incremental: the
    /// generated feature's `swift test` recompiles only the generated modules (3.8 s here instead of 21 s cold),
    /// and the checker's manifest cache stays warm.
    init(reusing folder: String) throws {
        guard let source = Self.sourceRoot else { throw Failure("no repo around this package") }
        let url = source.appendingPathComponent(folder, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for entry in try FileManager.default.contentsOfDirectory(atPath: url.path) where entry != ".build" {
            try FileManager.default.removeItem(at: url.appendingPathComponent(entry))
        }
        try self.init(copying: source, to: url, isReused: true)
    }

    private init(copying source: URL, to url: URL, isReused: Bool) throws {
        self.url = url
        self.isReused = isReused
        let copy = try Shell.run(
            "tar -C \(Shell.quote(source.path)) --exclude='.build*' --exclude=.swiftpm --exclude=.git -cf - . "
                + "| tar -C \(Shell.quote(url.path)) -xf -",
            in: url)
        guard copy.status == 0 else { throw Failure("cannot copy the repo: \(copy.output)") }
    }

    /// Deletes the copy, unless it is kept for the next run.
    func remove() {
        guard !isReused else { return }
        try? FileManager.default.removeItem(at: url)
    }

    /// Runs `command` with bash in the copy's root.
    func run(_ command: String, environment: [String: String] = [:]) throws -> Shell.Result {
        try Shell.run(command, in: url, environment: environment)
    }

    /// Makes the copy a git repository with everything committed, so a test can ask `git status` what a
    /// command changed, as a user would.
    func commitAll() throws {
        // Whatever the user's own git configuration asks for (signing, hooks), this commit needs none of it.
        let git =
            "git -c user.name=test -c user.email=test@example.invalid -c commit.gpgsign=false -c core.hooksPath=/dev/null"
        let result = try run("git init -q . && \(git) add -A && \(git) commit -qm copy")
        guard result.status == 0 else { throw Failure("cannot commit the copy: \(result.output)") }
    }

    func text(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path)
    }

    /// Every file of the copy outside build folders, by path relative to the root, with its bytes.
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let base = url.standardizedFileURL.path + "/"
        let keys: [URLResourceKey] = [.isDirectoryKey, .isSymbolicLinkKey]
        guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: keys)
        else { throw Failure("cannot list \(url.path)") }
        for case let file as URL in walker {
            // Build folders by any name SwiftPM users give them (`.build`, `.build-dynamic`, ...).
            if file.lastPathComponent.hasPrefix(".build") {
                walker.skipDescendants()
                continue
            }
            let kind = try file.resourceValues(forKeys: Set(keys))
            let path = file.standardizedFileURL.path
            let relative = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
            if kind.isSymbolicLink == true {
                // A link is compared by where it points, never followed (it may point at a folder).
                let target = try FileManager.default.destinationOfSymbolicLink(atPath: file.path)
                files[relative] = Data("-> \(target)".utf8)
            } else if kind.isDirectory != true {
                files[relative] = try Data(contentsOf: file)
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
