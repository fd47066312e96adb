import ArchitectureKit
import Testing

@Suite(
    "The report: summary line and findings",
    .enabled(
        if: FixtureRepo.isAvailable, "needs the repo's architecture.json (skipped in a copy of this package alone)"))
struct ReportTests {
    @Test func theSummaryCountsEveryKindAndTheFindingCarriesFileLineAndRule() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let path = "Packages/Features/Catalog/Sources/CatalogPresentation/CatalogFeature.swift"
        try repo.replace("import CatalogDomain\n", with: "import CatalogData\nimport CatalogDomain\n", in: path)
        let (report, _) = try ArchitectureCheck.run(
            root: repo.root, checkGraphs: false, cacheFolder: FixtureRepo.cacheFolder)
        #expect(report.summary.hasPrefix("architecture: 1 error (1 forbidden, 0 implicit, 0 redundant, 0 cycles,"))
        #expect(
            report.findings.first?.text.hasPrefix("\(path):1: error: CatalogPresentation imports CatalogData") == true)
    }
}
