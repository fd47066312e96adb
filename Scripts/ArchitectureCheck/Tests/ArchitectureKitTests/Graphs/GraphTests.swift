import ArchitectureKit
import Foundation
import Testing

@Suite(
    "README graphs are generated and checked",
    .enabled(
        if: FixtureRepo.isAvailable, "needs the repo's architecture.json (skipped in a copy of this package alone)"))
struct GraphTests {
    @Test func missingGraphsAreFindingsAndWrittenOnesShowTargetsDependenciesAndDependents() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        expectFinding(
            try repo.findings(graphs: true), file: "Packages/Domain/README.md", line: 1, rule: "graph-up-to-date",
            containing: "run `make graph`")
        let written = try repo.writeGraphs()
        #expect(written.contains("docs/ARCHITECTURE.md"))
        #expect(!written.contains("README.md"), "the root README links to the architecture's graph")
        #expect(written.contains("Packages/Features/Cart/README.md"))
        let findings = try repo.findings(graphs: true)
        #expect(findings.isEmpty, "\(findings.map(\.text))")
        let readme = try repo.read("Packages/Features/Catalog/README.md")
        #expect(readme.contains("## Graph\n\n<!-- graph:begin -->"))
        #expect(readme.contains("target_CatalogData --> target_Data"))
        #expect(readme.contains("target_CatalogData[\"CatalogData\"]:::data"))
        #expect(readme.contains("dependent_package_Packages_Features_Cart -.-> package_Packages_Features_Catalog"))
        #expect(!readme.contains("CatalogDomainTests"))
        let architecture = try repo.read("docs/ARCHITECTURE.md")
        #expect(architecture.contains("package_Packages_Features_Cart --> package_Packages_Features_Catalog"))
    }

    @Test func theXcodeWorkspaceOpensEveryPackageButTheRootAndIsCheckedLikeTheGraphs() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let path = "CleanArchitecture.xcworkspace/contents.xcworkspacedata"
        #expect(try repo.writeGraphs().contains(path))
        let workspace = try repo.read(path)
        #expect(workspace.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace\n"))
        #expect(workspace.contains("      location = \"group:Packages/Features/Cart\">\n"))
        #expect(workspace.contains("      location = \"group:Packages/Domain\">\n"))
        #expect(!workspace.contains("group:.\""))
        try repo.write("Packages/Features/Cart/iOS/Shop.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n")
        #expect(try repo.writeGraphs().contains(path))
        #expect(try repo.read(path).contains("      location = \"group:Packages/Features/Cart/iOS/Shop.xcodeproj\">\n"))
        try repo.write(path, workspace.replacingOccurrences(of: "group:Packages/Domain", with: "group:Packages/Gone"))
        expectFinding(
            try repo.findings(graphs: true), file: path, line: 1, rule: "graph-up-to-date",
            containing: "does not open exactly the repo's packages: run `make graph`")
    }

    @Test func aManifestChangeMakesTheGraphsStale() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.write(
            "Packages/Features/Cart/README.md",
            "# Cart\n\nThe cart.\n\n## Graph\n\n<!-- graph:begin -->\n<!-- graph:end -->\n")
        _ = try repo.writeGraphs()
        try repo.replace(
            "\"CartDomain\",\n", with: "\"CartDomain\",\n                \"CatalogDomain\",\n",
            in: "Packages/Features/Cart/Package.swift")
        try repo.replace(
            "import DataCore\n", with: "import CatalogDomain\nimport DataCore\n",
            in: "Packages/Features/Cart/Sources/CartData/CartStore.swift")
        let findings = try repo.findings(graphs: true)
        expectFinding(findings, file: "Packages/Features/Cart/README.md", line: 7, rule: "graph-up-to-date")
        #expect(findings.count == 1, "\(findings.map(\.text))")
    }
}
