import ArchitectureKit
import Testing

@Suite("ManifestLayout finds the line of targets and dependencies")
struct ManifestLayoutTests {
    private let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Catalog",
            dependencies: [
                .package(path: "../../Domain"),  // the kernel
                .package(url: "https://example.com/x.git", from: "1.0.0"),
            ],
            targets: [
                .target(
                    name: "CatalogData",
                    dependencies: [
                        "CatalogDomain",
                        .product(name: "DomainCore", package: "Domain"),
                        .target(name: "Helpers", condition: .when(platforms: [.linux])),
                    ]
                ),
                .target(name: "CatalogDomain", dependencies: [.product(name: "DomainCore", package: "Domain")]),
                .testTarget(name: "CatalogDataTests", dependencies: ["CatalogData"]),
            ]
        )
        """

    @Test func platformsAreFoundAtTheirLineButNotInAConditionsList() {
        let layout = ManifestLayout(
            manifest: manifest.replacingOccurrences(
                of: "    name: \"Catalog\",\n",
                with:
                    "    name: \"Catalog\",\n    platforms: [\n        .macOS(.v15),\n        .iOS(\"18.0\"),\n    ],\n"
            ))
        #expect(layout.platformsLine == 6)
        #expect(layout.line(ofPlatform: "macos") == 7)
        #expect(layout.line(ofPlatform: "ios") == 8)
        #expect(layout.line(ofPlatform: "tvos") == 6)
        #expect(layout.platformLines["linux"] == nil)
        #expect(ManifestLayout(manifest: manifest).line(ofPlatform: "macos") == 1)
    }

    @Test func targetsAreFoundAtTheirNameLine() {
        let layout = ManifestLayout(manifest: manifest)
        #expect(layout.line(ofTarget: "CatalogData") == 12)
        #expect(layout.line(ofTarget: "CatalogDomain") == 19)
        #expect(layout.line(ofTarget: "CatalogDataTests") == 20)
    }

    @Test func dependenciesAreFoundInTheirOwnTarget() {
        let layout = ManifestLayout(manifest: manifest)
        #expect(layout.line(ofDependency: "CatalogDomain", inTarget: "CatalogData") == 14)
        #expect(layout.line(ofDependency: "DomainCore", inTarget: "CatalogData") == 15)
        #expect(layout.line(ofDependency: "Helpers", inTarget: "CatalogData") == 16)
        #expect(layout.line(ofDependency: "DomainCore", inTarget: "CatalogDomain") == 19)
    }

    @Test func packageDependenciesAreFoundByPathOrURL() {
        let layout = ManifestLayout(manifest: manifest)
        #expect(layout.line(ofPackage: "../../Domain") == 7)
        #expect(layout.line(ofPackage: "https://example.com/x.git") == 8)
    }

    @Test func anUnknownDependencyFallsBackToItsTarget() {
        #expect(ManifestLayout(manifest: manifest).line(ofDependency: "Nope", inTarget: "CatalogDataTests") == 20)
    }
}
