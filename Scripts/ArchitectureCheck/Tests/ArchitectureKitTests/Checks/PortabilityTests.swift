import ArchitectureKit
import Foundation
import Testing

@Suite("Portability helpers: closure and consumer", .enabled(if: FixtureRepo.isAvailable))
struct PortabilityTests {
    @Test func theClosureHoldsThePackageAndEverythingItReachesByPath() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let closure = try ArchitectureCheck.closure(of: "Packages/Features/Cart", root: repo.root)
        #expect(
            closure == [
                "Packages/Features/Cart", "Packages/Data", "Packages/Domain", "Packages/Features/Catalog",
                "Packages/Presentation",
            ])
    }

    @Test func theConsumerNamesOnePublicTypePerLibraryAndUsesTestingKitsFromTests() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let copy = repo.root + "/copy"
        let consumer = try #require(
            try ArchitectureCheck.writeConsumer(of: "Packages/Features/Catalog", root: repo.root, copy: copy))
        #expect(consumer.files["Package.swift"]?.contains(".package(path: \"../Packages/Features/Catalog\")") == true)
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
            try ArchitectureCheck.writeConsumer(of: "Packages/Data", root: repo.root, copy: repo.root + "/copy"))
        #expect(
            consumer.files["Sources/Consumer/UsesDataCore.swift"]?.contains("(any DataCore.HTTPClient).self") == true)
    }
}
