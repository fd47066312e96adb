import ArchitectureKit
import Testing

@Suite("PathPattern matches folders and names")
struct PathPatternTests {
    /// `*` stays inside one folder name, `**` crosses folders, literals match exactly, and a bound capture
    /// must repeat, compared case-insensitively.
    @Test(
        arguments: [
            ("Packages/*", "Packages/Domain", [:], true),
            ("Packages/*", "Packages/Features/Catalog", [:], false),
            ("Scripts/**", "Scripts/Tools/ArchitectureCheck", [:], true),
            ("*Testing", "CatalogTesting", [:], true),
            ("*Testing", "CatalogTests", [:], false),
            ("{feature}Domain", "CatalogDomain", ["feature": "Catalog"], true),
            ("{feature}Domain", "CartDomain", ["feature": "Catalog"], false),
            ("{feature}-example", "catalog-example", ["feature": "Catalog"], true),
        ] as [(String, String, [String: String], Bool)])
    func matches(pattern: String, text: String, bindings: [String: String], expected: Bool) {
        #expect((PathPattern(pattern).match(text, bindings: bindings) != nil) == expected)
    }

    @Test func aCaptureIsBoundByTheFolder() {
        #expect(PathPattern("Packages/Features/{feature}").match("Packages/Features/Catalog") == ["feature": "Catalog"])
    }
}
