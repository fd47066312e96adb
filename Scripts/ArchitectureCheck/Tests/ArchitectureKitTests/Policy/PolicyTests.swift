import ArchitectureKit
import Testing

@Suite("The repo's policy places targets by pattern", .enabled(if: FixtureRepo.isAvailable))
struct PolicyTests {
    private func layer(_ target: String, _ type: String = "regular", in package: String) throws -> String? {
        let policy = try ArchitectureCheck.policy(root: try #require(FixtureRepo.realRoot))
        return LayerClassifier(policy: policy).placement(target: target, type: type, packagePath: package)?.layer.id
    }

    @Test func featureTargetsArePlacedByTheirFolderAndSuffix() throws {
        #expect(try layer("MarketsDomain", in: "Packages/Features/Markets") == "feature-domain")
        #expect(try layer("MarketsData", in: "Packages/Features/Markets") == "feature-data")
        #expect(try layer("MarketsPresentation", in: "Packages/Features/Markets") == "feature-presentation")
        #expect(try layer("MarketsTesting", in: "Packages/Features/Markets") == "feature-testing")
        #expect(try layer("markets-example", "executable", in: "Packages/Features/Markets") == "feature-example")
        #expect(try layer("MarketsDataTests", "test", in: "Packages/Features/Markets") == "feature-test")
    }

    @Test func aTargetNamedAfterAnotherFeatureMatchesNothing() throws {
        #expect(try layer("CatalogDomain", in: "Packages/Features/Cart") == nil)
    }

    @Test func coreKitsAndHelpersArePlaced() throws {
        #expect(try layer("DataTesting", in: "Packages/Data") == "core-testing")
        #expect(try layer("file-store-stress", "executable", in: "Packages/Data") == "core-helper")
        #expect(try layer("DomainCore", in: "Packages/Domain") == "domain-core")
        #expect(try layer("AppCore", in: "App") == "app")
        #expect(try layer("EndToEndTests", "test", in: "Tests") == "repo-test")
    }

    @Test func theJudgeAllowsOtherFeaturesDomainAndRefusesTheirData() throws {
        let policy = try ArchitectureCheck.policy(root: try #require(FixtureRepo.realRoot))
        let classifier = LayerClassifier(policy: policy)
        let judge = EdgeJudge(policy: policy)
        let cartDomain = try #require(
            classifier.placement(target: "CartDomain", type: "regular", packagePath: "Packages/Features/Cart"))
        let catalogDomain = try #require(
            classifier.placement(target: "CatalogDomain", type: "regular", packagePath: "Packages/Features/Catalog"))
        let catalogData = try #require(
            classifier.placement(target: "CatalogData", type: "regular", packagePath: "Packages/Features/Catalog"))
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
