import DomainCore
import Testing

@Suite("Unique keys")
struct UniqueKeysTests {
    @Test("a list whose keys differ passes")
    func distinct() throws {
        try ["a", "b", "c"].requireUniqueKeys({ $0 }, field: "key", of: "letter", shown: { $0 })
    }

    @Test("the first repeated key names its record and the earlier one's position, counted from 1")
    func repeated() {
        let error = DomainError.validation(
            field: "key", rule: .duplicate("a", firstAt: 1), record: DomainError.Record("letter", position: 3))
        #expect(throws: error) {
            try ["a", "b", "A", "b"].requireUniqueKeys(
                { $0.lowercased() }, field: "key", of: "letter", shown: { $0.lowercased() })
        }
    }
}
