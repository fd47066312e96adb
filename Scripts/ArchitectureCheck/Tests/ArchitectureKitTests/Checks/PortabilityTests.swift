import ArchitectureKit
import Foundation
import Testing

@Suite(
    "Portability helpers: copy and consumer",
    .enabled(
        if: FixtureRepo.isAvailable, "needs the repo's architecture.json (skipped in a copy of this package alone)"))
struct PortabilityTests {
    @Test(
        "the consumer names a public type of each library (a protocol as `any`) and a Testing kit from its tests",
        arguments: [
            (
                "Packages/Features/Catalog",
                [
                    "Package.swift": ".package(path: \"../Catalog\")",
                    "Sources/Consumer/UsesCatalogDomain.swift": "CatalogDomain.Product.self",
                    "Tests/ConsumerTests/UsesCatalogTesting.swift": "CatalogTesting.FakeProducts",
                    "Sources/Consumer/main.swift": "usesCatalogDomain()",
                ]
            ),
            ("Packages/Data", ["Sources/Consumer/UsesDataCore.swift": "(any DataCore.HTTPClient).self"]),
        ])
    func consumer(package: String, expected: [String: String]) throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let consumer = try ArchitectureCheck.writeConsumer(
            of: package, root: repo.root, copy: repo.root + "/copy", cacheFolder: FixtureRepo.cacheFolder)
        for (file, text) in expected {
            #expect(consumer?.files[file]?.contains(text) == true, "\(file)")
            #expect(try repo.read("copy/Consumer/" + file).contains(text), "\(file)")
        }
    }

    @Test func aCopyPutsThePackagesSideBySideWithTheirPathsRewritten() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.write("Packages/Features/Cart/.build/debug/junk.o", "built")
        try repo.write("Packages/Domain/.swiftpm/state", "x")
        let destination = repo.root + "/elsewhere/Packages"
        let copy = try repo.copy("Packages/Features/Cart", to: destination)
        let names = copy.items.map { URL(fileURLWithPath: $0.destination).lastPathComponent }
        #expect(names == ["Cart", "Data", "Domain", "Catalog", "Presentation"])
        try copy.write()
        let cart = try repo.read("elsewhere/Packages/Cart/Package.swift")
        #expect(cart.contains(".package(path: \"../Catalog\")") && cart.contains(".package(path: \"../Data\")"))
        let catalog = try repo.read("elsewhere/Packages/Catalog/Package.swift")
        #expect(catalog.contains(".package(path: \"../Domain\")") && !catalog.contains("../../"))
        #expect(FileManager.default.fileExists(atPath: destination + "/Catalog/Sources/CatalogDomain/Product.swift"))
        #expect(!FileManager.default.fileExists(atPath: destination + "/Cart/.build"))
        #expect(!FileManager.default.fileExists(atPath: destination + "/Domain/.swiftpm"))
        let left = try FileManager.default.contentsOfDirectory(atPath: destination).sorted()
        #expect(left == ["Cart", "Catalog", "Data", "Domain", "Presentation"])
    }

    @Test("the instructions name the path, the platforms, the products, the Testing kits and the traits")
    func instructions() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.replace(
            "swift-tools-version: 6.0", with: "swift-tools-version: 6.1", in: "Packages/Features/Catalog/Package.swift")
        try repo.replace(
            "\n    dependencies: [",
            with: "\n    traits: [.trait(name: \"Extra\"), .default(enabledTraits: [\"Extra\"])],\n    dependencies: [",
            in: "Packages/Features/Catalog/Package.swift")
        let text = try repo.copy("Packages/Features/Catalog", to: "/tmp/x").instructions(path: "Vendor/Catalog")
        #expect(text.contains("        .package(path: \"Vendor/Catalog\"),"))
        #expect(text.contains("platforms: [.macOS(\"15.0\"), .iOS(\"18.0\")],"))
        let main = try #require(text.range(of: "and in a target's dependencies:"))
        let tests = try #require(text.range(of: "and in a test target's dependencies:"))
        let mainProducts = text[main.upperBound..<tests.lowerBound]
        #expect(mainProducts.contains(".product(name: \"CatalogDomain\", package: \"Catalog\")"))
        #expect(!mainProducts.contains("CatalogTesting"))
        #expect(text[tests.upperBound...].contains(".product(name: \"CatalogTesting\", package: \"Catalog\")"))
        #expect(text.contains("Its traits, on by default: Extra."))
        #expect(text.contains("        .package(path: \"Vendor/Catalog\", traits: []),"))
        #expect(text.contains("swift test --disable-default-traits --package-path Vendor/Catalog"))
    }

    @Test(
        "a copy over an existing folder, or into a copied package, is refused and writes nothing",
        arguments: [
            ("dest", "dest/Domain already exists: nothing was copied", ["Domain"]),
            ("Packages/Domain/x", "is inside Packages/Domain, which is copied", []),
        ])
    func refusals(destination: String, message: String, left: [String]) throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.write("dest/Domain/Keep.txt", "mine")
        #expect {
            try repo.copy("Packages/Features/Cart", to: repo.root + "/" + destination)
        } throws: { error in
            "\(error)".contains(message)
        }
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: repo.root + "/" + destination)) ?? []) == left)
        #expect(try repo.read("dest/Domain/Keep.txt") == "mine")
    }

    @Test func aCopyThatFailsHalfwayLeavesNothingBehind() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let destination = repo.root + "/new/Packages"
        let copy = try repo.copy("Packages/Features/Cart", to: destination)
        try repo.write("new/Packages/Presentation/Mine.txt", "appeared after the plan")
        #expect(throws: (any Error).self) { try copy.write() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination) == ["Presentation"])
        #expect(try repo.read("new/Packages/Presentation/Mine.txt") == "appeared after the plan")

        let second = try repo.copy("Packages/Features/Cart", to: repo.root + "/fresh/Packages")
        try FileManager.default.removeItem(atPath: repo.root + "/Packages/Presentation")
        #expect(throws: (any Error).self) { try second.write() }
        #expect(!FileManager.default.fileExists(atPath: repo.root + "/fresh"), "the folders it made are gone")
    }

    @Test(
        "a package is named by its folder or its folder's name, in any case",
        arguments: [
            ("cart", "Packages/Features/Cart"), ("Data", "Packages/Data"), ("Packages/Domain/", "Packages/Domain"),
            ("Profile", "no package is called Profile; the packages are Cart, Catalog, Data, Domain, Presentation"),
        ])
    func packageFolder(name: String, expected: String) throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let found: String
        do {
            found = try ArchitectureCheck.packageFolder(
                named: name, root: repo.root, cacheFolder: FixtureRepo.cacheFolder)
        } catch {
            found = "\(error)"
        }
        #expect(found == expected)
    }
}
