import ArchitectureKit
import Testing

/// `make test-affected`'s selection: changed files to the packages to test, on the reverse target graph.
@Suite(
    "Affected packages",
    .enabled(
        if: FixtureRepo.isAvailable, "needs the repo's architecture.json (skipped in a copy of this package alone)"))
struct AffectedPackagesTests {
    /// The selected packages and their reasons, as `architecture-check affected` prints them (`everything` and
    /// the reason when everything is).
    private func select(_ files: [String], in root: String, runs: [String: [String]] = [:]) throws -> [String] {
        // Loaded as `architecture-check affected` loads it: manifests only, no source files read. Fixtures share
        // the fixture manifest cache (their manifests are the same text in the same folders).
        let policy = try ArchitectureCheck.policy(root: root)
        let cache = root == FixtureRepo.realRoot ? nil : FixtureRepo.cacheFolder
        let workspace = WorkspaceLoader(root: root, policy: policy, cacheFolder: cache).load(readingSources: false)
        switch AffectedPackages(workspace: workspace, runtimeDependencies: runs).select(changed: files) {
        case .everything(let reason): return ["everything\t\(reason)"]
        case .packages(let selections): return selections.map { "\($0.package)\t\($0.reason)" }
        }
    }

    private func packages(_ lines: [String]) -> [String] {
        lines.map { String($0.prefix { $0 != "\t" }) }
    }

    @Test func aDomainFileSelectsItsPackageAndItsDependentsWithTheReason() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let file = "Packages/Features/Catalog/Sources/CatalogDomain/Product.swift"
        #expect(
            try select([file], in: repo.root) == [
                "Packages/Features/Cart\tdepends on Catalog (CartDomain -> CatalogDomain; changed: \(file))",
                "Packages/Features/Catalog\tchanged: \(file)",
            ])
    }

    /// Changed files, and the packages that must be tested. CartDomain uses CatalogDomain only, so a change in
    /// CatalogData leaves Cart alone; a manifest changes every target of its package; a change to the policy,
    /// the Makefile or a script tests everything.
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
        (["Packages/Domain/README.md", "architecture.json"], ["everything"]),
        (["Packages/Domain/README.md", "Makefile"], ["everything"]),
        (["Packages/Domain/README.md", "Scripts/test-all"], ["everything"]),
    ])
    func selects(changed: [String], expected: [String]) throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let lines = try select(changed, in: repo.root)
        #expect(packages(lines) == expected)
        if expected == ["everything"] { #expect(lines == ["everything\tchanged: \(changed[1])"]) }
    }

    @Test func aRuntimeDependencyIsFollowed() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        // Pretend Cart runs Catalog's product: a change in CatalogData now reaches Cart, and says so.
        let lines = try select(
            ["Packages/Features/Catalog/Sources/CatalogData/RemoteProducts.swift"], in: repo.root,
            runs: ["Packages/Features/Cart": ["Packages/Features/Catalog"]])
        #expect(packages(lines) == ["Packages/Features/Cart", "Packages/Features/Catalog"])
        #expect(lines.first?.hasPrefix("Packages/Features/Cart\truns Catalog's product, and Catalog changed: ") == true)
    }

    /// The acceptance: editing TodosData tests Todos, App and Tests, not Home (it uses only TodosDomain)
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
