import Foundation
import Testing

/// A copy of the repo's files, uncommitted changes included, in which the generator may write anything: a git
/// repository under `.build/feature-generator/<name>` whose one commit holds them. Each test has its own, kept from
/// one run to the next and brought back to the repo by git, which rewrites only the files that differ: a warm
/// run's builds find nothing to do, and `git status` tells what a command changed.
struct RepoCopy {
    /// The git clone this package sits in (`Scripts/FeatureGenerator`), or nil when the package was copied out
    /// alone (as `make portability` does): then there is no generator to test.
    static let sourceRoot: URL? = {
        // #filePath is <root>/Scripts/FeatureGenerator/Tests/FeatureGeneratorTests/Support/RepoCopy.swift.
        var root = URL(fileURLWithPath: #filePath)
        for _ in 1...6 { root.deleteLastPathComponent() }
        let files = FileManager.default
        let isClone = files.fileExists(atPath: root.appendingPathComponent(".git").path)
        return isClone && files.isExecutableFile(atPath: root.appendingPathComponent("Scripts/new-feature").path)
            ? root : nil
    }()

    let url: URL

    /// The copy called `name`, made equal to the repo's files.
    init(named name: String) throws {
        let source = try #require(Self.sourceRoot, "no repo around this package")
        url = source.appendingPathComponent(".build/feature-generator/\(name)", isDirectory: true)
        try Self.sync(from: source, to: url)
    }

    /// Makes `copy` a git repository whose commit, index and files are the files of the git work tree `source`
    /// now, untracked ones included (ignored ones left alone in the source, and only build folders kept in the
    /// copy). New objects go to the copy, never to the source's repository; a copy git cannot use is made again.
    static func sync(from source: URL, to copy: URL) throws {
        // Every git command on the copy names its repository: a broken `.git` never leads git to the user's.
        let script = #"""
            set -e
            objects=$(git rev-parse --path-format=absolute --git-common-dir)/objects
            copy() { git --git-dir="$COPY/.git" --work-tree="$COPY" "$@"; }
            mkdir -p "$COPY" && git init -q "$COPY"
            echo "$objects" >"$COPY/.git/objects/info/alternates"
            tree=$(export GIT_INDEX_FILE="$COPY/.git/source-index" GIT_OBJECT_DIRECTORY="$COPY/.git/objects" \
                GIT_ALTERNATE_OBJECT_DIRECTORIES="$objects" && git add -A && git write-tree)
            # A fixed author and date: the same files make the same commit, and the user's settings play no part.
            export GIT_AUTHOR_DATE=2000-01-01T00:00:00Z GIT_COMMITTER_DATE=2000-01-01T00:00:00Z
            commit=$(copy -c user.name=test -c user.email=test@example.invalid commit-tree "$tree" -m copy)
            copy update-ref HEAD "$commit"
            copy read-tree -u --reset HEAD && copy clean -ffdqx -e '.build*'
            """#
        var result = try Shell.run(script, in: source, environment: ["COPY": copy.path])
        if result.status != 0 {
            try? FileManager.default.removeItem(at: copy.appendingPathComponent(".git"))
            result = try Shell.run(script, in: source, environment: ["COPY": copy.path])
        }
        try #require(result.status == 0, "cannot copy \(source.path): \(result.output)")
    }

    /// Runs `command` with bash in the copy's root.
    func run(_ command: String, environment: [String: String] = [:]) throws -> Shell.Result {
        try Shell.run(command, in: url, environment: environment)
    }

    func text(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    /// What changed since the copy was made, as `git status` lines: ` M edited`, `?? added`, ` D deleted`.
    func changes() throws -> [String] {
        let status = try run("git status --porcelain --untracked-files=all")
        try #require(status.status == 0, "git status failed: \(status.output)")
        return status.output.split(separator: "\n").map(String.init)
    }

    /// A built architecture checker to write and check the copy's graphs with, so the copy need not build one:
    /// `ARCHITECTURE_CHECK_BINARY`, else the newest of the ones make test and make check build. Nil when there
    /// is none; the generator then builds the copy's own.
    static func checkerBinary() -> String? {
        if let binary = ProcessInfo.processInfo.environment["ARCHITECTURE_CHECK_BINARY"], !binary.isEmpty {
            return binary
        }
        guard let root = sourceRoot else { return nil }
        return [".build/shared/debug/architecture-check", ".build/tools/debug/architecture-check"]
            .map { root.appendingPathComponent($0).path }
            .filter { FileManager.default.isExecutableFile(atPath: $0) }
            .max { modified($0) < modified($1) }
    }

    private static func modified(_ path: String) -> Date {
        (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast
    }
}
