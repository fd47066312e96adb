import ArchitectureKit
import Foundation
import Testing

/// `make test-affected`'s selection: changed files to the packages to test, on the reverse target graph.
@Suite("Affected packages", .enabled(if: FixtureRepo.isAvailable))
struct AffectedPackagesTests {
    private func select(_ files: [String], in root: String, runs: [String: [String]] = [:]) throws
        -> AffectedPackages.Outcome
    {
        // Loaded as `architecture-check affected` loads it: manifests only, no source files read. Fixtures share
        // the fixture manifest cache (their manifests are the same text in the same folders).
        let policy = try ArchitectureCheck.policy(root: root)
        let cache = root == FixtureRepo.realRoot ? nil : FixtureRepo.cacheFolder
        let workspace = WorkspaceLoader(root: root, policy: policy, cacheFolder: cache).load(readingSources: false)
        return AffectedPackages(workspace: workspace, runtimeDependencies: runs).select(changed: files)
    }

    private func packages(_ outcome: AffectedPackages.Outcome) -> [String] {
        guard case .packages(let selections) = outcome else { return ["everything"] }
        return selections.map(\.package)
    }

    @Test func aDomainFileSelectsItsPackageAndItsDependentsWithTheReason() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let file = "Packages/Features/Catalog/Sources/CatalogDomain/Product.swift"
        let outcome = try select([file], in: repo.root)
        #expect(packages(outcome) == ["Packages/Features/Cart", "Packages/Features/Catalog"])
        guard case .packages(let selections) = outcome else { return }
        #expect(selections[0].reason == "depends on Catalog (CartDomain -> CatalogDomain; changed: \(file))")
        #expect(selections[1].reason == "changed: \(file)")
    }

    /// Changed files, and the packages that must be tested. CartDomain uses CatalogDomain only, so a change in
    /// CatalogData leaves Cart alone; a manifest changes every target of its package.
    @Test(arguments: [
        (["Packages/Features/Catalog/Sources/CatalogData/RemoteProducts.swift"], ["Packages/Features/Catalog"]),
        (
            ["Packages/Data/Sources/DataCore/HTTPClient.swift"],
            ["Packages/Data", "Packages/Features/Cart", "Packages/Features/Catalog"]
        ),
        (
            ["Packages/Domain/Sources/DomainCore/Money.swift"],
            [
                "Packages/Data", "Packages/Domain", "Packages/Features/Cart", "Packages/Features/Catalog",
                "Packages/Presentation",
            ]
        ),
        (["Packages/Features/Catalog/Package.swift"], ["Packages/Features/Cart", "Packages/Features/Catalog"]),
        (["Packages/Features/Catalog/README.md"], ["Packages/Features/Catalog"]),
        (["docs/decisions/001.md", "README.md"], []),
        ([], []),
    ])
    func selects(changed: [String], expected: [String]) throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        #expect(packages(try select(changed, in: repo.root)) == expected)
    }

    @Test(arguments: ["architecture.json", "Makefile", "Scripts/test-all"])
    func policyBuildAndScriptChangesSelectEverything(file: String) throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        #expect(
            try select(["Packages/Domain/README.md", file], in: repo.root) == .everything(reason: "changed: \(file)"))
    }

    @Test func aRuntimeDependencyIsFollowed() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        // Pretend Cart runs Catalog's product: a change in CatalogData now reaches Cart, and says so.
        let outcome = try select(
            ["Packages/Features/Catalog/Sources/CatalogData/RemoteProducts.swift"], in: repo.root,
            runs: ["Packages/Features/Cart": ["Packages/Features/Catalog"]])
        guard case .packages(let selections) = outcome else {
            Issue.record("everything")
            return
        }
        #expect(selections.map(\.package) == ["Packages/Features/Cart", "Packages/Features/Catalog"])
        #expect(selections.first?.reason.hasPrefix("runs Catalog's product, and Catalog changed: ") == true)
    }

    /// The issue's acceptance: editing TodosData tests Todos, App and Tests, not Home (it uses only TodosDomain)
    /// nor Catalog, Cart or Markets; editing the Domain core tests everything but the tools that import none of
    /// the repo (Measure's tests use the Data core's Testing kit, so it is tested too).
    @Test func theRealRepoTodosDataAndDomainCore() throws {
        let root = try #require(FixtureRepo.realRoot)
        let runs = ["Tests": ["App"]]
        let todos = try select(["Packages/Features/Todos/Sources/TodosData/NewFile.swift"], in: root, runs: runs)
        #expect(packages(todos) == ["App", "Packages/Features/Todos", "Tests"])
        // App's own tests do not change the binary the end-to-end tests run.
        let appTests = try select(["App/Tests/AppCoreTests/NewFile.swift"], in: root, runs: runs)
        #expect(packages(appTests) == ["App"])
        let domain = packages(try select(["Packages/Domain/Sources/DomainCore/NewFile.swift"], in: root, runs: runs))
        let all = try #require(FixtureRepo.realWorkspace).packages.map(\.path)
        #expect(Set(domain) == Set(all.filter { !$0.hasPrefix("Scripts/") || $0 == "Scripts/Measure" }))
    }
}
