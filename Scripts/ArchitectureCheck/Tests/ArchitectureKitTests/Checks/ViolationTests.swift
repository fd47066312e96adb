import ArchitectureKit
import Testing

/// Each test makes one violation of the "Done when" list (and a few more) in a fresh fixture repo and expects it
/// reported at the right file, line and rule.
@Suite("Violations are reported with file, line and rule", .enabled(if: FixtureRepo.isAvailable))
struct ViolationTests {
    @Test func theCleanFixtureHasNoFindings() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let findings = try repo.findings()
        #expect(findings.isEmpty, "\(findings.map(\.text))")
    }

    static let entryPoint = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Workspace", platforms: [.macOS(.v15), .iOS(.v18)],
            dependencies: [
                .package(path: "App")
            ],
            targets: []
        )

        """

    @Test func aRootManifestThatOnlyNamesAppHasNoFindings() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.write("Package.swift", Self.entryPoint)
        let findings = try repo.findings()
        #expect(findings.isEmpty, "\(findings.map(\.text))")
    }

    @Test func aRootManifestWithATargetOrAnInnerPackage() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let manifest = Self.entryPoint
            .replacingOccurrences(
                of: "        .package(path: \"App\")\n",
                with: "        .package(path: \"App\"),\n        .package(path: \"Packages/Domain\"),\n"
            )
            .replacingOccurrences(
                of: "    targets: []\n", with: "    targets: [\n        .target(name: \"Helpers\")\n    ]\n")
        try repo.write("Package.swift", manifest)
        let findings = try repo.findings()
        expectFinding(
            findings, file: "Package.swift", line: 8, rule: "workspace-entry-point",
            containing: "depends on Packages/Domain: it may name only the composition root, App")
        expectFinding(
            findings, file: "Package.swift", line: 11, rule: "workspace-entry-point",
            containing: "declares the target Helpers: it holds no code")
    }

    @Test func aRootManifestWithoutApp() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.write(
            "Package.swift", Self.entryPoint.replacingOccurrences(of: "        .package(path: \"App\")\n", with: ""))
        expectFinding(
            try repo.findings(), file: "Package.swift", line: 1, rule: "workspace-entry-point",
            containing: "does not depend on App")
    }

    @Test func theDomainCoreImportingData() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.write(
            "Packages/Domain/Sources/DomainCore/Money.swift",
            "import Foundation\nimport DataCore\n\npublic struct Money: Sendable {}\n")
        expectFinding(
            try repo.findings(), file: "Packages/Domain/Sources/DomainCore/Money.swift", line: 2,
            rule: "domain-core-independent", containing: "DomainCore imports DataCore")
    }

    @Test func aFeaturePresentationImportingItsData() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let path = "Packages/Features/Catalog/Sources/CatalogPresentation/CatalogFeature.swift"
        try repo.replace("import CatalogDomain\n", with: "import CatalogData\nimport CatalogDomain\n", in: path)
        expectFinding(
            try repo.findings(), file: path, line: 1, rule: "presentation-no-data",
            containing: "CatalogPresentation imports CatalogData: a feature's Presentation reaches data only through")
    }

    @Test func aFeatureImportingAnotherFeaturesData() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let path = "Packages/Features/Cart/Sources/CartData/CartStore.swift"
        try repo.replace("import CartDomain\n", with: "import CartDomain\nimport CatalogData\n", in: path)
        try repo.replace(
            "                \"CartDomain\",\n",
            with:
                "                \"CartDomain\",\n                .product(name: \"CatalogData\", package: \"Catalog\"),\n",
            in: "Packages/Features/Cart/Package.swift")
        let findings = try repo.findings()
        expectFinding(
            findings, file: path, line: 2, rule: "features-through-domain", containing: "CartData imports CatalogData")
        expectFinding(
            findings, file: "Packages/Features/Cart/Package.swift", line: 20, rule: "features-through-domain",
            containing: "CartData depends on CatalogData")
    }

    @Test func aScopedImportOfAnotherFeaturesData() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let path = "Packages/Features/Cart/Sources/CartDomain/Cart.swift"
        try repo.replace(
            "import CatalogDomain\n", with: "import CatalogDomain\nimport struct CatalogData.RemoteProducts\n", in: path
        )
        expectFinding(try repo.findings(), file: path, line: 2, rule: "features-through-domain")
    }

    @Test func anImportOfAModuleThatOnlyArrivesTransitively() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let path = "Packages/Features/Catalog/Sources/CatalogPresentation/CatalogFeature.swift"
        try repo.replace("import PresentationCore\n", with: "import PresentationCore\nimport DomainCore\n", in: path)
        expectFinding(
            try repo.findings(), file: path, line: 3, rule: "explicit-dependencies",
            containing:
                "CatalogPresentation imports DomainCore without declaring it (it only arrives through CatalogDomain)")
    }

    @Test func aTestableImportOfAnUndeclaredSibling() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let path = "Packages/Features/Catalog/Tests/CatalogDomainTests/ProductTests.swift"
        try repo.replace("import Testing\n", with: "import Testing\n\n@testable import CatalogData\n", in: path)
        expectFinding(
            try repo.findings(), file: path, line: 5, rule: "explicit-dependencies",
            containing: "add \"CatalogData\" to the dependencies of CatalogDomainTests")
    }

    @Test func aDeclaredDependencyNeverImported() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.replace(
            "import DataCore\n", with: "", in: "Packages/Features/Catalog/Sources/CatalogData/RemoteProducts.swift")
        expectFinding(
            try repo.findings(), file: "Packages/Features/Catalog/Package.swift", line: 27,
            rule: "no-redundant-dependencies", containing: "CatalogData declares DataCore but never imports it")
    }

    @Test func aPackageCycle() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.write(
            "Packages/Domain/Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Domain",
                products: [.library(name: "DomainCore", targets: ["DomainCore"])],
                dependencies: [.package(path: "../Features/Catalog")],
                targets: [
                    .target(name: "DomainCore", dependencies: [.product(name: "CatalogDomain", package: "Catalog")])
                ]
            )

            """)
        let findings = try repo.findings()
        expectFinding(
            findings, file: "Packages/Domain/Package.swift", line: 7, rule: "no-cycles",
            containing: "the packages Domain -> Catalog -> Domain form a cycle")
        expectFinding(findings, file: "Packages/Domain/Package.swift", line: 9, rule: "domain-core-independent")
    }

    @Test func aTargetCycleInsideAPackage() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.replace(
            "dependencies: [.product(name: \"DomainCore\", package: \"Domain\")]\n        ),\n        .target(\n            name: \"CatalogData\"",
            with:
                "dependencies: [.product(name: \"DomainCore\", package: \"Domain\"), \"CatalogTesting\"]\n        ),\n        .target(\n            name: \"CatalogData\"",
            in: "Packages/Features/Catalog/Package.swift")
        expectFinding(
            try repo.findings(), file: "Packages/Features/Catalog/Package.swift", line: 20, rule: "no-cycles",
            containing: "the targets CatalogDomain -> CatalogTesting -> CatalogDomain form a cycle")
    }

    @Test func aRemotePackage() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.replace(
            "        .package(path: \"../../Presentation\"),\n",
            with: "        .package(path: \"../../Presentation\"),\n"
                + "        .package(url: \"https://github.com/apple/swift-collections\", from: \"1.1.0\"),\n",
            in: "Packages/Features/Catalog/Package.swift")
        expectFinding(
            try repo.findings(), file: "Packages/Features/Catalog/Package.swift", line: 16, rule: "no-remote-packages",
            containing: "https://github.com/apple/swift-collections")
    }

    @Test func aToolchainModuleTheLayerMayNotUse() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.replace(
            "import Foundation\n", with: "import Foundation\nimport FoundationNetworking\n",
            in: "Packages/Domain/Sources/DomainCore/Money.swift")
        expectFinding(
            try repo.findings(), file: "Packages/Domain/Sources/DomainCore/Money.swift", line: 2,
            rule: "toolchain-modules",
            containing: "the Domain core may use only Foundation")
    }

    @Test func aModuleFromOutsideTheRepoAndTheToolchain() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let path = "Packages/Features/Catalog/Sources/CatalogData/RemoteProducts.swift"
        try repo.replace("import DomainCore\n", with: "import DomainCore\nimport Alamofire\n", in: path)
        expectFinding(try repo.findings(), file: path, line: 4, rule: "no-third-party")
    }

    @Test func aTargetThatMatchesNoLayer() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.replace(
            "        .target(name: \"CatalogTesting\", dependencies: [\"CatalogDomain\"]),\n",
            with: "        .target(name: \"CatalogTesting\", dependencies: [\"CatalogDomain\"]),\n"
                + "        .target(name: \"CatalogHelpers\"),\n",
            in: "Packages/Features/Catalog/Package.swift")
        expectFinding(
            try repo.findings(), file: "Packages/Features/Catalog/Package.swift", line: 38,
            rule: "every-target-has-a-layer", containing: "CatalogHelpers")
    }

    @Test func anEdgeNoRuleAllowsNamesWhatTheLayerMayImport() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let path = "Packages/Features/Catalog/Sources/CatalogTesting/FakeProducts.swift"
        try repo.replace("import CatalogDomain\n", with: "import CatalogData\nimport CatalogDomain\n", in: path)
        expectFinding(
            try repo.findings(), file: path, line: 1, rule: "allowed-edges",
            containing: "a feature's Testing kit may import only")
    }

    @Test func importsInCommentsStringsAndPlatformShimsAreNotFindings() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.write(
            "Packages/Features/Catalog/Sources/CatalogDomain/Notes.swift",
            """
            // import CatalogData
            /* nested /* import CatalogData */ import DataCore */
            #if canImport(FoundationNetworking)
                import FoundationNetworking
            #endif

            /// Text that mentions imports.
            public enum Notes {
                static let inline = "import CatalogData"
                static let block = \"\"\"
                    import CatalogPresentation
                    \"\"\"
                static let raw = #"import "Data""#
            }

            """)
        let findings = try repo.findings()
        #expect(findings.isEmpty, "\(findings.map(\.text))")
    }
}
