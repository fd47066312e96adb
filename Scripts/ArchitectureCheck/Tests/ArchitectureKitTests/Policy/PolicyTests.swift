import ArchitectureKit
import Testing

@Suite(
    "The repo's policy places targets by pattern",
    .enabled(
        if: FixtureRepo.isAvailable, "needs the repo's architecture.json (skipped in a copy of this package alone)"))
struct PolicyTests {
    private let policy = try? ArchitectureCheck.policy(root: FixtureRepo.realRoot ?? "")

    /// A target (name, type, package folder) and its layer; a target named after another feature matches none.
    @Test(
        arguments: [
            ("MarketsDomain", "regular", "Packages/Features/Markets", "feature-domain"),
            ("MarketsData", "regular", "Packages/Features/Markets", "feature-data"),
            ("MarketsPresentation", "regular", "Packages/Features/Markets", "feature-presentation"),
            ("MarketsTesting", "regular", "Packages/Features/Markets", "feature-testing"),
            ("markets-example", "executable", "Packages/Features/Markets", "feature-example"),
            ("MarketsDataTests", "test", "Packages/Features/Markets", "feature-test"),
            ("CatalogDomain", "regular", "Packages/Features/Cart", nil),
            ("DataTesting", "regular", "Packages/Data", "core-testing"),
            ("file-store-stress", "executable", "Packages/Data", "core-helper"),
            ("DomainCore", "regular", "Packages/Domain", "domain-core"),
            ("AppCore", "regular", "App", "app-ui"),
            ("MacApp", "executable", "App", "app-ui"),
            ("AppComposition", "regular", "App", "app-composition"),
            ("EndToEndTests", "test", "Tests", "repo-test"),
        ] as [(String, String, String, String?)])
    func placesTargets(target: String, type: String, package: String, layer: String?) throws {
        let classifier = LayerClassifier(policy: try #require(policy))
        #expect(classifier.placement(target: target, type: type, packagePath: package)?.layer.id == layer)
    }
}
