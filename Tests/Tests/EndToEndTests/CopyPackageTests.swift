import Foundation
import Testing

/// `make copy-package` as a user types it, into a folder of its own (`.build/copy-package-test`, where no path
/// of the repo's layout resolves): a leaf (the Domain core) and the feature with the deepest closure (Home, which
/// reaches every other feature and every core). SwiftPM must resolve every copied manifest there (`swift package
/// describe`, which fails on a path that points nowhere).
/// Building and testing every copy takes minutes, so `make portability` does that, from the same copy code.
@Suite("make copy-package")
struct CopyPackageTests {
    static let makefile = AppBinary.repositoryRoot.appendingPathComponent("Makefile")
    /// Like the install script, the Makefile belongs to the repository, not to this package.
    static let isInRepo = FileManager.default.fileExists(atPath: makefile.path)

    private func make(_ arguments: [String]) async throws -> ScriptProcess.Outcome {
        try await ScriptProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["make", "--no-print-directory", "-C", AppBinary.repositoryRoot.path, "copy-package"] + arguments,
            environment: [:])
    }

    private func describe(_ package: URL) async throws -> ScriptProcess.Outcome {
        try await ScriptProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "--package-path", package.path, "describe"],
            environment: [:])
    }

    @Test(
        "a leaf and the deepest feature land side by side, resolve there, and print the lines to paste",
        .enabled(if: isInRepo, "the Makefile is not here: this package was copied out of the repo"),
        .timeLimit(.minutes(5))
    )
    func leafAndDeepestFeature() async throws {
        // The same folder every run: SwiftPM keys its manifest cache on the manifest's path, so in a new folder
        // each time `describe` compiled and linked Home's manifest again (about a second of CPU).
        let work = AppBinary.repositoryRoot.appendingPathComponent(".build/copy-package-test")
        try? FileManager.default.removeItem(at: work)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }

        let leaf = work.appendingPathComponent("leaf")
        let copiedLeaf = try await make(["NAME=Domain", "DEST=\(leaf.path)"])
        try #require(copiedLeaf.status == 0, "\(copiedLeaf.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: leaf.path) == ["Domain"])
        #expect(copiedLeaf.output.contains(".product(name: \"DomainCore\", package: \"Domain\"),"))

        let app = work.appendingPathComponent("MyApp/Packages")
        let copied = try await make(["NAME=Home", "DEST=\(app.path)"])
        try #require(copied.status == 0, "\(copied.output)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: app.path).sorted()
        #expect(folders == ["Cart", "Catalog", "Data", "Domain", "Home", "Markets", "Presentation", "Todos"])
        #expect(copied.output.contains("        .package(path: \"\(app.path)/Home\"),"))
        #expect(copied.output.contains("        .product(name: \"HomePresentation\", package: \"Home\"),"))
        for folder in folders {
            let package = app.appendingPathComponent(folder)
            #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent(".build").path))
            let manifest = try String(
                contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
            #expect(!manifest.contains("path: \"../../"), "\(folder) still points into the repo's layout")
        }
        let described = try await describe(app.appendingPathComponent("Home"))
        #expect(described.status == 0, "\(described.output)")
        #expect(described.output.contains("Name: Home"))
    }

    @Test(
        "it refuses an existing folder and a missing NAME, and writes nothing",
        .enabled(if: isInRepo, "the Makefile is not here: this package was copied out of the repo"),
        .timeLimit(.minutes(2))
    )
    func refusals() async throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("copy-\(UUID().uuidString)")
        let mine = work.appendingPathComponent("Data/Mine.swift")
        try FileManager.default.createDirectory(
            at: mine.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// mine\n".utf8).write(to: mine)
        defer { try? FileManager.default.removeItem(at: work) }

        let over = try await make(["NAME=Catalog", "DEST=\(work.path)"])
        #expect(over.status == 2)
        #expect(over.output.contains("\(work.path)/Data already exists: nothing was copied"), "\(over.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path) == ["Data"])
        #expect(try String(contentsOf: mine, encoding: .utf8) == "// mine\n")

        let missing = try await make(["DEST=\(work.path)"])
        #expect(missing.status == 2)  // make's own status; the script exits 64
        #expect(missing.output.contains("usage: make copy-package NAME=<package> DEST=<folder>"))

        let unknown = try await make(["NAME=Profile", "DEST=\(work.path)/x"])
        #expect(unknown.output.contains("no package is called Profile; the packages are App,"))
        #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("x").path))
    }
}
