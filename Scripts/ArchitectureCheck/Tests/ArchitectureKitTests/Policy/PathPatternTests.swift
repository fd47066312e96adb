import ArchitectureKit
import Testing

@Suite("PathPattern matches folders and names")
struct PathPatternTests {
    @Test func starStaysInsideOneFolderName() {
        #expect(PathPattern("Packages/*").match("Packages/Domain") != nil)
        #expect(PathPattern("Packages/*").match("Packages/Features/Catalog") == nil)
    }

    @Test func globstarCrossesFolders() {
        #expect(PathPattern("Scripts/**").match("Scripts/Tools/ArchitectureCheck") != nil)
    }

    @Test func aCaptureIsBoundByTheFolderAndRepeatedInTheName() {
        let captures = PathPattern("Packages/Features/{feature}").match("Packages/Features/Catalog")
        #expect(captures == ["feature": "Catalog"])
        #expect(PathPattern("{feature}Domain").match("CatalogDomain", bindings: captures ?? [:]) != nil)
        #expect(PathPattern("{feature}Domain").match("CartDomain", bindings: captures ?? [:]) == nil)
    }

    @Test func aBoundCaptureComparesCaseInsensitively() {
        #expect(PathPattern("{feature}-example").match("catalog-example", bindings: ["feature": "Catalog"]) != nil)
    }

    @Test func literalsMustMatchExactly() {
        #expect(PathPattern("*Testing").match("CatalogTesting") != nil)
        #expect(PathPattern("*Testing").match("CatalogTests") == nil)
    }
}
