import PresentationTesting
import Testing

/// Every key of the presentation core and the terminal UI's string tables is in both languages and asked for by the code, and the code asks for no key
/// a table lacks.
@Suite("String tables")
struct StringTablesTests {
    @Test("each language has every key, and each key is used", arguments: ["PresentationCore", "PresentationTerminal"])
    func complete(target: String) throws {
        try StringTableAudit.expectComplete(target, namesFrom: ["../Domain/Sources"])
    }
}
