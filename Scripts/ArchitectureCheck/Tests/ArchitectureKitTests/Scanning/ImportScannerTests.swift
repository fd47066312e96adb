import ArchitectureKit
import Testing

@Suite("ImportScanner finds every import, with its line")
struct ImportScannerTests {
    private func modules(_ source: String) -> [String] {
        ImportScanner.imports(in: source).map(\.module)
    }

    @Test func plainImportsAreFoundWithTheirLines() {
        let imports = ImportScanner.imports(in: "import Foundation\n\nimport Domain\n")
        #expect(imports.map(\.module) == ["Foundation", "Domain"])
        #expect(imports.map(\.line) == [1, 3])
    }

    @Test func windowsLineEndsSeparateLinesToo() {
        // "\r\n" is one Character in Swift: a scan that split the text on "\n" saw one line and one import.
        let imports = ImportScanner.imports(in: "import Foundation\r\n#if os(Linux)\r\nimport Glibc\r\n#endif\r\n")
        #expect(imports.map(\.module) == ["Foundation", "Glibc"])
        #expect(imports.map(\.line) == [1, 3])
        #expect(imports[1].conditions == ["os(Linux)"])
    }

    @Test func importsAfterAttributesOnTheSameOrThePreviousLineAreRead() {
        let imports = ImportScanner.imports(in: "@testable import A\n@_exported\nimport B\n@_spi(Internal) import C\n")
        #expect(imports.map(\.module) == ["A", "B", "C"])
        #expect(imports[1].line == 3)
    }

    @Test func scopedImportsNameTheirModule() {
        let imports = ImportScanner.imports(in: "import struct CatalogData.RemoteProducts\nimport func Glibc.exit\n")
        #expect(imports.map(\.module) == ["CatalogData", "Glibc"])
    }

    @Test func accessLevelImportsAreImports() {
        #expect(
            modules("public import A\npackage import B\ninternal import C\nprivate import D\n") == ["A", "B", "C", "D"])
    }

    @Test func importsInCommentsAndStringsAreIgnored() {
        let source = """
            // import A
            /* import B
               /* import C */ import D
            */
            let text = "import E"
            let block = \"\"\"
                import F
                \"\"\"
            import G
            """
        #expect(modules(source) == ["G"])
    }

    @Test func severalStatementsOnOneLineAreAllRead() {
        #expect(modules("import A; import B\n") == ["A", "B"])
    }

    @Test func wordsThatAreNotImportsAreIgnored() {
        #expect(modules("let important = 1\nfunc importer() {}\nimportX()\n").isEmpty)
    }

    @Test func conditionsAroundAnImportAreRecorded() {
        let source = """
            #if canImport(Glibc)
                import Glibc
            #elseif canImport(Darwin)
                import Darwin
            #else
                import WinSDK
            #endif
            import Foundation
            """
        let imports = ImportScanner.imports(in: source)
        #expect(
            imports.map(\.conditions) == [["canImport(Glibc)"], ["canImport(Darwin)"], ["!(canImport(Darwin))"], []])
    }

    @Test func anImportInsideCanImportOfItselfIsAPlatformShim() {
        let imports = ImportScanner.imports(
            in: "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n")
        #expect(imports.first?.isPlatformGuarded == true)
    }

    @Test func anImportInsideCanImportOfAnotherModuleIsNotAShim() {
        let imports = ImportScanner.imports(
            in: "#if canImport(Darwin)\nimport Glibc\n#endif\n#if !canImport(Glibc)\nimport Glibc\n#endif")
        #expect(imports.map(\.isPlatformGuarded) == [false, false])
    }
}
