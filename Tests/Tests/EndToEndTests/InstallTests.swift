import Foundation
import Testing

/// `make install` as a user runs it: the installed `app` answers every command after the build folder's
/// resource bundles are gone, and `make uninstall` leaves the prefix as it found it. The script builds in
/// `.build/install-test`, in debug so the build costs less (the release build `make install` makes by default
/// differs only in `-c release`). On Linux it links the Swift runtime and Foundation into the app, which the test
/// checks with `ldd`.
@Suite("make install")
struct InstallTests {
    static let script = AppBinary.repositoryRoot.appendingPathComponent("Scripts/install")
    /// Like the reliability script, the install script belongs to the repository, not to this package.
    static let scriptIsPresent = FileManager.default.isExecutableFile(atPath: script.path)

    static let commands: [[String]] = [
        ["--version"], ["--help"], ["home"], ["todos"], ["catalog", "list"], ["catalog", "show", "1"], ["markets"],
        ["cart"],
    ]

    @Test(
        "the installed app runs every command without the build folder, and uninstall removes exactly it",
        .enabled(if: scriptIsPresent, "Scripts/install is not here: this package was copied out of the repo"),
        .timeLimit(.minutes(20))
    )
    func installAndUninstall() async throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("install-\(UUID().uuidString)")
        // The same prefix every run: SwiftPM keys its manifest cache on the whole environment, so a new PREFIX
        // made the install's build compile the nine manifests again each time (about 4 s of CPU).
        let prefix = AppBinary.repositoryRoot.appendingPathComponent(".build/install-test-prefix")
        try? FileManager.default.removeItem(at: prefix)
        defer { try? FileManager.default.removeItem(at: prefix) }
        let aside = work.appendingPathComponent("aside")
        try FileManager.default.createDirectory(at: aside, withIntermediateDirectories: true)
        // Something of the user's already in the prefix, which neither install nor uninstall may touch.
        let theirs = prefix.appendingPathComponent("bin/their-tool")
        try FileManager.default.createDirectory(
            at: theirs.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("#!/bin/sh\n".utf8).write(to: theirs)
        defer { try? FileManager.default.removeItem(at: work) }
        let scratch = AppBinary.repositoryRoot.appendingPathComponent(".build/install-test")
        let environment = [
            "PREFIX": prefix.path, "CONFIGURATION": "debug", "SCRATCH": scratch.path, "STATIC_SWIFT_RUNTIME": "yes",
        ]

        let install = try await ScriptProcess.run(Self.script, ["install"], environment: environment)
        try #require(install.status == 0, "\(install.output)")

        // The build folder's copies of the bundles go aside, so only the installed ones can be found.
        let bin = scratch.appendingPathComponent("debug", isDirectory: true).resolvingSymlinksInPath()
        let bundles = try FileManager.default.contentsOfDirectory(atPath: bin.path).filter {
            $0.hasSuffix(".resources") || $0.hasSuffix(".bundle")
        }
        #expect(bundles.count >= 3, "\(bundles)")
        for bundle in bundles {
            try FileManager.default.moveItem(
                at: bin.appendingPathComponent(bundle), to: aside.appendingPathComponent(bundle))
        }
        defer {
            for bundle in bundles {
                try? FileManager.default.moveItem(
                    at: aside.appendingPathComponent(bundle), to: bin.appendingPathComponent(bundle))
            }
        }

        // The proof can fail: the built binary alone, away from any bundle, cannot start.
        let alone = work.appendingPathComponent("alone/app")
        try FileManager.default.createDirectory(
            at: alone.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: bin.appendingPathComponent("app"), to: alone)
        let data = work.appendingPathComponent("data").path
        // It stops in `Bundle.module` (SwiftPM's accessor traps when the bundle is missing); the crash reporter
        // is off for it, so nothing waits on a report of a failure this test asks for.
        let stranded = try await ScriptProcess.run(
            alone, ["home"], environment: ["APP_DATA_DIR": data, "SWIFT_BACKTRACE": "enable=no"])
        #expect(stranded.status != 0, "\(stranded.output)")

        #if os(Linux)
            // The Swift runtime and Foundation are linked in, so the app outlives the toolchain that built it.
            let binary = prefix.appendingPathComponent("libexec/clean-swift-app/app")
            let libraries = try await ScriptProcess.run(
                URL(fileURLWithPath: "/usr/bin/ldd"), [binary.path], environment: [:])
            #expect(libraries.status == 0, "\(libraries.output)")
            for toolchainLibrary in ["libswiftCore", "libFoundation", "libdispatch"] {
                #expect(!libraries.output.contains(toolchainLibrary), "\(libraries.output)")
            }
        #endif
        let installed = prefix.appendingPathComponent("bin/app")
        for command in Self.commands {
            let run = try await ScriptProcess.run(
                installed, command, environment: ["APP_DATA_DIR": data, "COLUMNS": "80"])
            #expect(run.status == 0, "app \(command.joined(separator: " ")): \(run.output)")
            #expect(!run.output.isEmpty, "app \(command.joined(separator: " ")) printed nothing")
        }

        let uninstall = try await ScriptProcess.run(Self.script, ["uninstall"], environment: environment)
        #expect(uninstall.status == 0, "\(uninstall.output)")
        #expect(Self.files(under: prefix) == ["bin", "bin/their-tool"])
    }

    @Test(
        "install refuses a bin/app that is not its own, and builds nothing",
        .enabled(if: scriptIsPresent, "Scripts/install is not here: this package was copied out of the repo")
    )
    func refusesForeignApp() async throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("install-\(UUID().uuidString)")
        let foreign = prefix.appendingPathComponent("bin/app")
        try FileManager.default.createDirectory(
            at: foreign.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("someone else's app".utf8).write(to: foreign)
        defer { try? FileManager.default.removeItem(at: prefix) }

        let run = try await ScriptProcess.run(Self.script, ["install"], environment: ["PREFIX": prefix.path])

        #expect(run.status == 1)
        #expect(run.output.contains("exists and is not this app's wrapper"))
        #expect(try Data(contentsOf: foreign) == Data("someone else's app".utf8))
        #expect(Self.files(under: prefix) == ["bin", "bin/app"])
    }

    // MARK: - Support

    /// Every file, link and folder under `folder`, relative to it, sorted: what uninstall leaves must be what
    /// was there before install, empty folders included.
    static func files(under folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.sorted()
    }
}
