import ArchitectureKit
import Testing

@Suite("ImportScanner finds every import, with its line")
struct ImportScannerTests {
    /// A source, and the modules it imports with their lines. Windows line ends are one `Character`: a scan that
    /// split the text on "\n" saw one line and one import.
    @Test(arguments: [
        ("import Foundation\n\nimport Domain\n", ["Foundation:1", "Domain:3"]),
        ("import Foundation\r\n#if os(Linux)\r\nimport Glibc\r\n#endif\r\n", ["Foundation:1", "Glibc:3"]),
        ("@testable import A\n@_exported\nimport B\n@_spi(Internal) import C\n", ["A:1", "B:3", "C:4"]),
        ("import struct CatalogData.RemoteProducts\nimport func Glibc.exit\n", ["CatalogData:1", "Glibc:2"]),
        ("public import A\npackage import B\ninternal import C\nprivate import D\n", ["A:1", "B:2", "C:3", "D:4"]),
        ("import A; import B\n", ["A:1", "B:1"]),
        ("let important = 1\nfunc importer() {}\nimportX()\n", []),
        (
            "// import A\n/* import B\n   /* import C */ import D\n*/\nlet text = \"import E\"\n"
                + "let block = \"\"\"\n    import F\n    \"\"\"\nimport G\n", ["G:9"]
        ),
    ])
    func importsAndLines(source: String, expected: [String]) {
        #expect(ImportScanner.imports(in: source).map { "\($0.module):\($0.line)" } == expected)
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
        #expect(
            ImportScanner.imports(in: "import Foundation\r\n#if os(Linux)\r\nimport Glibc\r\n#endif\r\n")[1].conditions
                == ["os(Linux)"])
    }

    /// An import inside `#if canImport` of itself is a platform shim; inside that of another module, or of its
    /// absence, it is not.
    @Test func onlyAnImportGuardedByItsOwnCanImportIsAShim() {
        let imports = ImportScanner.imports(
            in: "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"
                + "#if canImport(Darwin)\nimport Glibc\n#endif\n#if !canImport(Glibc)\nimport Glibc\n#endif")
        #expect(imports.map(\.isPlatformGuarded) == [true, false, false])
    }
}
