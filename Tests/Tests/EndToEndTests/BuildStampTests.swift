import Foundation
import Testing

/// The stamps `make test` skips a build with (`up_to_date` in Scripts/lib/shared-build.sh), on a tree of their
/// own: two packages, a script and a built product. A fake checker answers each package's closure with the
/// package alone and counts its calls, and the files' times are set, never waited for, so the test neither
/// sleeps nor depends on how finely the file system keeps time.
@Suite("build stamps")
struct BuildStampTests {
    static let library = AppBinary.repositoryRoot.appendingPathComponent("Scripts/lib/shared-build.sh")
    /// Like the other scripts, the library belongs to the repository, not to this package.
    static let isInRepo = FileManager.default.fileExists(atPath: library.path)

    /// The tree, with package A's build stamped a hundred seconds ago and every source older than that.
    private struct Tree {
        /// Where `build_stamps_init` looks for the checker, given the scratch folder `scratch`.
        static let checker = "scratch/debug/architecture-check"
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stamps-\(UUID().uuidString)")
        let now = Date()
        var calls: URL { root.appendingPathComponent(Self.checker + ".calls") }
        var stamp: URL { root.appendingPathComponent(".build/build-stamps/A") }

        init() async throws {
            let files = [
                "Packages/A/a.swift": "", "Packages/B/b.swift": "", "Scripts/tool": "", "App/.keep": "",
                "Tests/.keep": "", "product": "",
                Self.checker: "#!/bin/sh\necho call >>\"$0.calls\"\necho \"$4\"\n",
            ]
            for (path, text) in files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: root.appendingPathComponent(Self.checker).path)
            let built = try await run("stamp_start A && stamp_end A 0")
            try #require(built.status == 0, "\(built.output)")
            try age(".build/build-stamps/A", by: 100)
            for folder in ["Packages", "App", "Tests", "Scripts"] {
                for path in try FileManager.default.subpathsOfDirectory(
                    atPath: root.appendingPathComponent(folder).path)
                {
                    try age("\(folder)/\(path)", by: 200)
                }
                try age(folder, by: 200)
            }
        }

        /// Sets the modification time of `path` to `seconds` before the tree was made (after it, when negative).
        func age(_ path: String, by seconds: TimeInterval) throws {
            try FileManager.default.setAttributes(
                [.modificationDate: now.addingTimeInterval(-seconds)],
                ofItemAtPath: root.appendingPathComponent(path).path)
        }

        /// Runs `command` in bash, in the tree, with the library sourced and the stamps set up.
        func run(_ command: String) async throws -> ScriptProcess.Outcome {
            let script = """
                set -u
                root=$1
                cd "$root" || exit 2
                source "$2" || exit 2
                build_stamps_init "$root/scratch"
                \(command)
                """
            return try await ScriptProcess.run(
                URL(fileURLWithPath: "/bin/bash"), ["-c", script, "bash", root.path, BuildStampTests.library.path],
                environment: ["BUILD": ""])
        }

        /// What `up_to_date` says of package A's build, and how often the checker has been asked so far.
        func askA(_ paths: String = "") async throws -> (answer: String, calls: Int) {
            let outcome = try await run(
                "if up_to_date A product Packages/A \(paths); then echo skip; else echo build; fi")
            let calls = (try? String(contentsOf: calls, encoding: .utf8))?.split(separator: "\n").count ?? 0
            return (outcome.output.trimmingCharacters(in: .whitespacesAndNewlines), calls)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test(
        "an edit outside a package's closure skips its build and moves the stamp, so the next run asks the checker nothing",
        .enabled(if: isInRepo, "Scripts/lib is not here: this package was copied out of the repo")
    )
    func editOutsideTheClosure() async throws {
        let tree = try await Tree()
        defer { tree.remove() }

        let untouched = try await tree.askA()
        try tree.age("Scripts/tool", by: 50)
        let afterEdit = try await tree.askA()
        let stampAfter = try FileManager.default.attributesOfItem(atPath: tree.stamp.path)[.modificationDate] as? Date
        let next = try await tree.askA()

        #expect(untouched == ("skip", 0), "nothing changed: answered without the checker")
        #expect(afterEdit == ("skip", 1), "a script changed: the checker says A's closure did not")
        #expect(try #require(stampAfter) > tree.now.addingTimeInterval(-50), "the stamp moved past the edit")
        #expect(next == ("skip", 1), "the next run answers without the checker again")
    }

    @Test(
        "an edit inside the closure, or in a path named beside it, builds, and leaves the stamp where it was",
        .enabled(if: isInRepo, "Scripts/lib is not here: this package was copied out of the repo")
    )
    func editInsideTheClosure() async throws {
        let tree = try await Tree()
        defer { tree.remove() }

        try tree.age("Packages/A/a.swift", by: 50)
        let first = try await tree.askA()
        let second = try await tree.askA()
        try tree.age("Packages/A/a.swift", by: 200)
        try tree.age("Scripts/tool", by: 50)
        let named = try await tree.askA("Scripts")
        let stamp = try FileManager.default.attributesOfItem(atPath: tree.stamp.path)[.modificationDate] as? Date
        let notNamed = try await tree.askA()

        #expect(first == ("build", 1))
        #expect(second == ("build", 2), "the stamp did not move past the edit")
        #expect(named == ("build", 3), "Scripts/tool is in a path the build reads")
        #expect(try #require(stamp) < tree.now.addingTimeInterval(-50), "a build that must run keeps its old stamp")
        #expect(notNamed == ("skip", 4))
    }
}
