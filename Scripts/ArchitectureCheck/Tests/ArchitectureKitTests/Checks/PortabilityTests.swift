import ArchitectureKit
import Foundation
import Testing

@Suite("Portability helpers: copy and consumer", .enabled(if: FixtureRepo.isAvailable))
struct PortabilityTests {
    @Test func theConsumerNamesOnePublicTypePerLibraryAndUsesTestingKitsFromTests() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let copy = repo.root + "/copy"
        let consumer = try #require(
            try ArchitectureCheck.writeConsumer(
                of: "Packages/Features/Catalog", root: repo.root, copy: copy, cacheFolder: FixtureRepo.cacheFolder))
        #expect(consumer.files["Package.swift"]?.contains(".package(path: \"../Catalog\")") == true)
        #expect(
            consumer.files["Sources/Consumer/UsesCatalogDomain.swift"]?.contains("CatalogDomain.Product.self") == true)
        #expect(
            consumer.files["Tests/ConsumerTests/UsesCatalogTesting.swift"]?.contains("CatalogTesting.FakeProducts")
                == true)
        #expect(FileManager.default.fileExists(atPath: copy + "/Consumer/Sources/Consumer/main.swift"))
    }

    @Test func aProtocolIsNamedAsAnExistential() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let consumer = try #require(
            try ArchitectureCheck.writeConsumer(
                of: "Packages/Data", root: repo.root, copy: repo.root + "/copy", cacheFolder: FixtureRepo.cacheFolder))
        #expect(
            consumer.files["Sources/Consumer/UsesDataCore.swift"]?.contains("(any DataCore.HTTPClient).self") == true)
    }

    @Test func aCopyPutsThePackagesSideBySideWithTheirPathsRewritten() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.write("Packages/Features/Cart/.build/debug/junk.o", "built")
        try repo.write("Packages/Domain/.swiftpm/state", "x")
        let destination = repo.root + "/elsewhere/Packages"
        let copy = try PackageCopy(
            package: "Packages/Features/Cart", root: repo.root, destination: destination,
            cacheFolder: FixtureRepo.cacheFolder)
        #expect(
            copy.items.map(\.destination.lastPathComponentForTests) == [
                "Cart", "Data", "Domain", "Catalog", "Presentation",
            ])
        try copy.write()
        let cart = try String(contentsOfFile: destination + "/Cart/Package.swift", encoding: .utf8)
        #expect(cart.contains(".package(path: \"../Catalog\")") && cart.contains(".package(path: \"../Data\")"))
        let catalog = try String(contentsOfFile: destination + "/Catalog/Package.swift", encoding: .utf8)
        #expect(catalog.contains(".package(path: \"../Domain\")") && !catalog.contains("../../"))
        #expect(FileManager.default.fileExists(atPath: destination + "/Catalog/Sources/CatalogDomain/Product.swift"))
        #expect(!FileManager.default.fileExists(atPath: destination + "/Cart/.build"))
        #expect(!FileManager.default.fileExists(atPath: destination + "/Domain/.swiftpm"))
        let left = try FileManager.default.contentsOfDirectory(atPath: destination).sorted()
        #expect(left == ["Cart", "Catalog", "Data", "Domain", "Presentation"])
    }

    @Test func theInstructionsNameThePathTheProductsAndTheTestingKits() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let copy = try PackageCopy(
            package: "Packages/Features/Catalog", root: repo.root, destination: "/tmp/x",
            cacheFolder: FixtureRepo.cacheFolder)
        let text = copy.instructions(path: "Vendor/Catalog")
        #expect(text.contains("        .package(path: \"Vendor/Catalog\"),"))
        #expect(text.contains("platforms: [.macOS(\"15.0\"), .iOS(\"18.0\")],"))
        let main = try #require(text.range(of: "and in a target's dependencies:"))
        let tests = try #require(text.range(of: "and in a test target's dependencies:"))
        #expect(
            text[main.upperBound..<tests.lowerBound].contains(".product(name: \"CatalogDomain\", package: \"Catalog\")")
        )
        #expect(text[tests.upperBound...].contains(".product(name: \"CatalogTesting\", package: \"Catalog\")"))
        #expect(!text[main.upperBound..<tests.lowerBound].contains("CatalogTesting"))
    }

    @Test func theInstructionsSayHowToLeaveTheTraitsOut() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let manifest = "Packages/Features/Catalog/Package.swift"
        var text = try repo.read(manifest)
        #expect(text.contains("    dependencies: ["))
        text = text.replacingOccurrences(of: "swift-tools-version: 6.0", with: "swift-tools-version: 6.1")
        if let range = text.range(of: "    dependencies: [") {
            text.replaceSubrange(
                range,
                with:
                    "    traits: [.trait(name: \"Extra\"), .default(enabledTraits: [\"Extra\"])],\n    dependencies: [")
        }
        try repo.write(manifest, text)

        let copy = try PackageCopy(
            package: "Packages/Features/Catalog", root: repo.root, destination: "/tmp/x",
            cacheFolder: FixtureRepo.cacheFolder)
        let instructions = copy.instructions(path: "Vendor/Catalog")
        #expect(instructions.contains("Its traits, on by default: Extra."))
        #expect(instructions.contains("        .package(path: \"Vendor/Catalog\", traits: []),"))
        #expect(instructions.contains("swift test --disable-default-traits --package-path Vendor/Catalog"))
    }

    @Test func aCopyOverAnExistingFolderWritesNothing() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let destination = repo.root + "/dest"
        try repo.write("dest/Domain/Keep.txt", "mine")
        #expect {
            try PackageCopy(
                package: "Packages/Features/Cart", root: repo.root, destination: destination,
                cacheFolder: FixtureRepo.cacheFolder)
        } throws: { error in
            "\(error)".contains("dest/Domain already exists: nothing was copied")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination) == ["Domain"])
        #expect(try repo.read("dest/Domain/Keep.txt") == "mine")
    }

    @Test func aCopyIntoOneOfTheCopiedPackagesIsRefused() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        #expect {
            try PackageCopy(
                package: "Packages/Features/Cart", root: repo.root, destination: repo.root + "/Packages/Domain/x",
                cacheFolder: FixtureRepo.cacheFolder)
        } throws: { error in
            "\(error)".contains("is inside Packages/Domain, which is copied")
        }
        #expect(!FileManager.default.fileExists(atPath: repo.root + "/Packages/Domain/x"))
    }

    @Test func aCopyThatFailsHalfwayLeavesNothingBehind() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let destination = repo.root + "/new/Packages"
        let copy = try PackageCopy(
            package: "Packages/Features/Cart", root: repo.root, destination: destination,
            cacheFolder: FixtureRepo.cacheFolder)
        try repo.write("new/Packages/Presentation/Mine.txt", "appeared after the plan")
        #expect(throws: (any Error).self) { try copy.write() }
        let left = try FileManager.default.contentsOfDirectory(atPath: destination)
        #expect(left == ["Presentation"], "only the folder that was there before")
        #expect(try repo.read("new/Packages/Presentation/Mine.txt") == "appeared after the plan")

        let fresh = repo.root + "/fresh/Packages"
        let second = try PackageCopy(
            package: "Packages/Features/Cart", root: repo.root, destination: fresh, cacheFolder: FixtureRepo.cacheFolder
        )
        try FileManager.default.removeItem(atPath: repo.root + "/Packages/Presentation")
        #expect(throws: (any Error).self) { try second.write() }
        #expect(!FileManager.default.fileExists(atPath: repo.root + "/fresh"), "the folders it made are gone")
    }

    @Test func thePrintedPlatformsAreSpelledAsAManifestWritesThem() {
        #expect(PackageCopy.manifestSpelling("maccatalyst") == "macCatalyst")
        #expect(PackageCopy.manifestSpelling("driverkit") == "driverKit")
        #expect(PackageCopy.manifestSpelling("macos") == "macOS")
    }

    @Test func aPackageIsNamedByItsFolderOrItsFolderName() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        #expect(
            try ArchitectureCheck.packageFolder(named: "cart", root: repo.root, cacheFolder: FixtureRepo.cacheFolder)
                == "Packages/Features/Cart")
        #expect(
            try ArchitectureCheck.packageFolder(named: "Data", root: repo.root, cacheFolder: FixtureRepo.cacheFolder)
                == "Packages/Data")
        #expect(
            try ArchitectureCheck.packageFolder(
                named: "Packages/Domain/", root: repo.root, cacheFolder: FixtureRepo.cacheFolder) == "Packages/Domain")
        #expect {
            try ArchitectureCheck.packageFolder(named: "Profile", root: repo.root, cacheFolder: FixtureRepo.cacheFolder)
        } throws: { error in
            "\(error)" == "no package is called Profile; the packages are Cart, Catalog, Data, Domain, Presentation"
        }
    }
}

extension String {
    fileprivate var lastPathComponentForTests: String { URL(fileURLWithPath: self).lastPathComponent }
}
