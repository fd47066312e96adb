import ArchitectureKit
import Foundation
import Testing

@Suite("The report: summary line and JSON", .enabled(if: FixtureRepo.isAvailable))
struct ReportTests {
    @Test func theSummaryCountsEveryKindAndTheJSONCarriesFileLineAndRule() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let path = "Packages/Features/Catalog/Sources/CatalogPresentation/CatalogFeature.swift"
        try repo.replace("import CatalogDomain\n", with: "import CatalogData\nimport CatalogDomain\n", in: path)
        let report = try ArchitectureCheck.run(
            root: repo.root, options: .init(checkGraphs: false, cacheFolder: FixtureRepo.cacheFolder)
        ).report
        #expect(report.summary.hasPrefix("architecture: 1 error (1 forbidden, 0 implicit, 0 redundant, 0 cycles,"))
        #expect(
            report.findings.first?.text.hasPrefix("\(path):1: error: CatalogPresentation imports CatalogData") == true)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(json["errors"] as? Int == 1)
        #expect(findings.first?["file"] as? String == path)
        #expect(findings.first?["line"] as? Int == 1)
        #expect(findings.first?["rule"] as? String == "presentation-no-data")
    }
}
