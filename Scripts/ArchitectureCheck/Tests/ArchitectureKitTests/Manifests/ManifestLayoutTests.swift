import ArchitectureKit
import Testing

@Suite("ManifestLayout finds the line of targets and dependencies")
struct ManifestLayoutTests {
    private let layout = ManifestLayout(
        manifest: """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Catalog",
                platforms: [
                    .macOS(.v15),
                    .iOS("18.0"),
                ],
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
            """)

    @Test func platformsAreFoundAtTheirLineButNotInAConditionsList() {
        #expect(layout.platformsLine == 6)
        #expect(layout.line(ofPlatform: "macos") == 7)
        #expect(layout.line(ofPlatform: "ios") == 8)
        #expect(layout.line(ofPlatform: "tvos") == 6)
        #expect(layout.platformLines["linux"] == nil)
        #expect(ManifestLayout(manifest: "let package = Package(name: \"A\")").line(ofPlatform: "macos") == 1)
    }

    @Test func targetsDependenciesAndPackagesAreFoundAtTheirLines() {
        #expect(layout.line(ofTarget: "CatalogData") == 16)
        #expect(layout.line(ofTarget: "CatalogDomain") == 23)
        #expect(layout.line(ofTarget: "CatalogDataTests") == 24)
        #expect(layout.line(ofDependency: "CatalogDomain", inTarget: "CatalogData") == 18)
        #expect(layout.line(ofDependency: "DomainCore", inTarget: "CatalogData") == 19)
        #expect(layout.line(ofDependency: "Helpers", inTarget: "CatalogData") == 20)
        #expect(layout.line(ofDependency: "DomainCore", inTarget: "CatalogDomain") == 23)
        #expect(layout.line(ofPackage: "../../Domain") == 11)
        #expect(layout.line(ofPackage: "https://example.com/x.git") == 12)
        // An unknown dependency falls back to its target's line.
        #expect(layout.line(ofDependency: "Nope", inTarget: "CatalogDataTests") == 24)
    }
}
