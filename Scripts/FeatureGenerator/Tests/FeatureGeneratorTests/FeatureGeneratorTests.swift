import Foundation
import Testing

/// `make feature` and `make remove-feature`, run for real in copies of the repo, one per test (RepoCopy). The
/// generation test builds the new package (cold about a minute, then a few seconds), so there is only one.
@Suite("make feature", .enabled(if: RepoCopy.sourceRoot != nil, "needs the git clone around this package"))
struct FeatureGeneratorTests {
    @Test("a bad name exits 64 with its reason and writes nothing")
    func badNames() throws {
        let repo = try RepoCopy(named: "bad-names")
        let names = [
            ("", "a feature name is required"), ("profile", "UpperCamelCase ASCII"),
            ("Pro-file", "UpperCamelCase ASCII"), ("Café", "UpperCamelCase ASCII"),
            ("Catalog", "Packages/Features/Catalog exists"), ("CATALOG", "Packages/Features/Catalog exists"),
            ("Foundation", "Swift toolchain or platform module"), ("Data", "package, target or folder of this repo"),
            ("Help", "a word of the app's command line"), ("Protocol", "is a Swift keyword"),
            (String(repeating: "A", count: 18), "at most 17"),
        ]

        for (name, reason) in names {
            let result = try repo.run("Scripts/new-feature \(Shell.quote(name))")

            #expect(result.status == 64 && result.output.contains(reason), "\(name): \(result.output)")
        }
        #expect(try repo.changes() == [])
    }

    @Test("the names a new user tries through make are refused in one sentence, and git status stays clean")
    func namesThroughMake() throws {
        let repo = try RepoCopy(named: "names-through-make")
        let names = [
            ("bad-name", "is not a feature name"), ("1Catalog", "is not a feature name"),
            ("", "a feature name is required"), ("Catalog", "Packages/Features/Catalog exists"),
            ("Home", "Packages/Features/Home exists"), ("../Escape", "is not a feature name"),
            // Make's own expansion and the shell are no way around the check either.
            ("$(shell touch made-by-make)", "is not a feature name"),
            ("\"; touch made-by-shell; \"", "is not a feature name"),
        ]

        for (name, reason) in names {
            // As typed at a terminal: not inside the `make test` that runs this test.
            let result = try repo.run("env -u MAKELEVEL -u MAKEFLAGS -u MFLAGS make feature NAME=\(Shell.quote(name))")
            // Make's own closing line ("make: *** [Makefile:…] Error 64") is not the script's to remove.
            let sentences = result.output.split(separator: "\n").filter { !$0.hasPrefix("make: ***") }

            #expect(result.status != 0 && result.output.contains(reason), "\(name): \(result.output)")
            #expect(sentences.count == 1 && sentences[0].hasPrefix("error: "), "\(name): \(result.output)")
        }
        #expect(try repo.changes() == [])
    }

    @Test("make check's tracked-files step fails on a committed generated file and names it")
    func trackedGeneratedFile() throws {
        let repo = try RepoCopy(named: "tracked-generated-file")

        let clean = try repo.run("Scripts/check-tracked")
        let add = try repo.run(
            "mkdir -p Scripts/__pycache__ && echo x > Scripts/__pycache__/tool.pyc && git add -f Scripts/__pycache__")
        let dirty = try repo.run("Scripts/check-tracked")

        #expect(clean.status == 0, "\(clean.output)")
        #expect(add.status == 0, "\(add.output)")
        #expect(dirty.status == 1)
        #expect(dirty.output.contains("error: tracked but matched by .gitignore: Scripts/__pycache__/tool.pyc"))
    }

    @Test("a missing App anchor fails before anything is written")
    func missingAnchor() throws {
        let repo = try RepoCopy(named: "missing-anchor")
        let container = "App/Sources/AppComposition/AppContainer.swift"
        let edited = try repo.text(container).replacingOccurrences(of: "    // MARK: - Shared adapters\n", with: "")
        try edited.write(to: repo.url.appendingPathComponent(container), atomically: true, encoding: .utf8)

        let result = try repo.run("Scripts/new-feature GeneratorProbe")

        #expect(result.status == 1 && result.output.contains("an anchor is missing"), "\(result.output)")
        #expect(try repo.changes() == [" M \(container)"])
    }

    @Test("a failure after the first write removes the new files and restores the edited ones")
    func rollback() throws {
        let repo = try RepoCopy(named: "rollback")
        // A graph step that rewrites a README, then fails; kept beside the copy, which must end as it began.
        let checker = repo.url.deletingLastPathComponent().appendingPathComponent("failing-checker")
        try "#!/bin/sh\necho changed >> README.md\necho 'cannot run' >&2\nexit 2\n"
            .write(to: checker, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: checker.path)

        let result = try repo.run(
            "Scripts/new-feature GeneratorProbe", environment: ["ARCHITECTURE_CHECK_BINARY": checker.path])

        #expect(result.status == 1 && result.output.contains("removing what was written"), "\(result.output)")
        #expect(try repo.changes() == [])
    }

    @Test("a generated feature passes the checker, swift format and its own tests, and removing it restores every file")
    func generateTestAndRemove() throws {
        let repo = try RepoCopy(named: "repo")
        let environment = RepoCopy.checkerBinary().map { ["ARCHITECTURE_CHECK_BINARY": $0] } ?? [:]
        let package = "Packages/Features/GeneratorProbe"

        let generated = try repo.run("make feature NAME=GeneratorProbe", environment: environment)
        try #require(generated.status == 0, "\(generated.output)")

        // The App registration and the README graph.
        let container = try repo.text("App/Sources/AppComposition/AppContainer.swift")
        #expect(container.contains("    // MARK: - GeneratorProbe\n"))
        #expect(
            container.contains(
                "            Scope(state: \\.generatorProbe, action: Action.generatorProbe, child: makeGeneratorProbeFeature()),\n"
                    + "            // `make feature` adds a feature's scope above this line.\n"
            ))
        let modules = try repo.text("App/Sources/AppCore/Running/Application.swift")
        #expect(
            modules.contains(
                "            GeneratorProbeCommands.make(root.scope(state: \\.generatorProbe, action: Action.generatorProbe), "
                    + "language),\n"
            ))
        let root = try repo.text("App/Sources/AppComposition/AppFeature.swift")
        #expect(root.contains("        package var generatorProbe = GeneratorProbeFeature.State()\n"))
        #expect(root.contains("        case generatorProbe(GeneratorProbeFeature.Action)\n"))
        let sidebar = try repo.text("App/Sources/AppViews/SidebarItems.swift")
        #expect(sidebar.contains("                .generatorProbe(root),\n"))
        let item = try repo.text("App/Sources/AppViews/Sidebar/SidebarItem+GeneratorProbe.swift")
        #expect(item.contains("static func generatorProbe(_ root: RootStore) -> SidebarItem {"))
        #expect(item.contains("GeneratorProbeFeatureView.init(store:)"))
        let manifest = try repo.text("App/Package.swift")
        #expect(manifest.contains(#".product(name: "GeneratorProbeViews", package: "GeneratorProbe"),"#))
        #expect(manifest.contains(#".package(path: "../Packages/Features/GeneratorProbe"),"#))
        #expect(manifest.contains(#".product(name: "GeneratorProbePresentation", package: "GeneratorProbe"),"#))
        #expect(try repo.text("\(package)/README.md").contains(#"target_GeneratorProbeDomain["GeneratorProbeDomain"]"#))

        // The Dependency Rule, the graphs and the formatting hold for the whole copy.
        if let checker = environment["ARCHITECTURE_CHECK_BINARY"] {
            let check = try repo.run("\(Shell.quote(checker)) --root .")
            #expect(check.status == 0, "\(check.output)")
        }
        // The App sources the generator wrote or edited (the rest of App is the repo's own, which make check lints).
        let appFiles = try repo.changes().map { String($0.dropFirst(3)) }
            .filter { $0.hasPrefix("App/Sources/") && $0.hasSuffix(".swift") }
        #expect(appFiles.count >= 6, "\(appFiles)")
        let lint = try repo.run(
            "swift format lint --strict --configuration .swift-format -r \(package)/Sources \(package)/Tests "
                + appFiles.joined(separator: " "))
        #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.output)")

        // The generated tests pass, and so does the example, built in a copy of this copy: git rewrites only the
        // files that differ there, and the generated ones are the same every run, so a warm run builds nothing.
        let mirror = repo.url.deletingLastPathComponent().appendingPathComponent("mirror")
        try RepoCopy.sync(from: repo.url, to: mirror)
        let flags =
            "--package-path \(package) --scratch-path .build/probe --explicit-target-dependency-import-check error"
            + " --disable-build-manifest-caching -Xswiftc -index-ignore-system-modules"
        let build = try Shell.run("swift build --build-tests \(flags)", in: mirror)
        try #require(build.status == 0, "\(build.output.suffix(4000))")
        // Its test binary, as make test runs it: a plain executable on Linux, a bundle only `swift test` runs on macOS.
        let binary = ".build/probe/debug/GeneratorProbePackageTests.xctest"
        let test = try Shell.run(
            "if [ -f \(binary) ]; then \(binary) && \(binary) --testing-library swift-testing;"
                + " else swift test --skip-build \(flags); fi", in: mirror)
        #expect(test.status == 0 && test.output.contains("Test run with 18 tests"), "\(test.output.suffix(4000))")
        let example = try Shell.run(".build/probe/debug/generatorprobe-example", in: mirror)
        #expect(example.status == 0 && example.output.hasPrefix("GeneratorProbe\n3 items\n"), "\(example.output)")

        // Removing it brings back every file, byte for byte.
        let removed = try repo.run("make remove-feature NAME=GeneratorProbe", environment: environment)
        #expect(removed.status == 0, "\(removed.output)")
        #expect(try repo.changes() == [])
    }
}
