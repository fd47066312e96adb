import ArchitectureKit
import Testing

@Suite("PublicSymbolScanner finds public top-level types a consumer can name")
struct PublicSymbolScannerTests {
    @Test func publicNonGenericTopLevelTypesAreFound() {
        let source = """
            public struct Money: Sendable {
                public struct Nested {}
            }
            public final class Store {}
            public enum Currency { case usd }
            public protocol Clock {}
            public struct Page<Item> {}
            struct Internal {}
            #if canImport(Darwin)
                public struct DarwinOnly {}
            #endif
            """
        let symbols = PublicSymbolScanner.symbols(in: source)
        #expect(symbols.map(\.name) == ["Money", "Store", "Currency", "Clock"])
        #expect(symbols.map(\.kind) == ["struct", "class", "enum", "protocol"])
    }
}
