import ArchitectureKit
import Testing

@Suite("The repo's policy places targets by pattern", .enabled(if: FixtureRepo.isAvailable))
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
            ("AppCore", "regular", "App", "app"),
            ("EndToEndTests", "test", "Tests", "repo-test"),
        ] as [(String, String, String, String?)])
    func placesTargets(target: String, type: String, package: String, layer: String?) throws {
        let classifier = LayerClassifier(policy: try #require(policy))
        #expect(classifier.placement(target: target, type: type, packagePath: package)?.layer.id == layer)
    }

    @Test func theJudgeAllowsOtherFeaturesDomainAndRefusesTheirData() throws {
        let policy = try #require(policy)
        let classifier = LayerClassifier(policy: policy)
        let judge = EdgeJudge(policy: policy)
        let placement = { (target: String, package: String) in
            classifier.placement(target: target, type: "regular", packagePath: "Packages/Features/\(package)")
        }
        let cartDomain = try #require(placement("CartDomain", "Cart"))
        let catalogDomain = try #require(placement("CatalogDomain", "Catalog"))
        let catalogData = try #require(placement("CatalogData", "Catalog"))
        #expect(
            judge.verdict(from: cartDomain, to: catalogDomain, samePackage: false)
                == .allowed(rule: "feature-contracts"))
        guard case .forbidden(let rule, _) = judge.verdict(from: cartDomain, to: catalogData, samePackage: false) else {
            Issue.record("CartDomain -> CatalogData should be refused")
            return
        }
        #expect(rule == "features-through-domain")
    }
}
