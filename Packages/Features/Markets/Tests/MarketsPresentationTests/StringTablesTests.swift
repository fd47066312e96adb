import PresentationTesting
import Testing

/// Every key of the markets's string tables is in both languages and asked for by the code, and the code asks for no key
/// a table lacks.
@Suite("String tables")
struct StringTablesTests {
    @Test("each language has every key, and each key is used")
    func complete() throws {
        try StringTableAudit.expectComplete("MarketsPresentation")
    }
}
