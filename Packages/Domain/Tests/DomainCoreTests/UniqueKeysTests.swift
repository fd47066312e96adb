import DomainCore
import Testing

@Suite("Unique keys")
struct UniqueKeysTests {
    @Test("a list whose keys differ passes")
    func distinct() throws {
        try ["a", "b", "c"].requireUniqueKeys({ $0 }, place: { "letter \($0)" }, label: { "key \($0)" })
    }

    @Test("the first repeated key names its place and the earlier one's, counted from 1")
    func repeated() {
        #expect(throws: DomainError.validation(field: "letter 3", rule: .duplicate("key a", firstAt: 1))) {
            try ["a", "b", "A", "b"].requireUniqueKeys(
                { $0.lowercased() }, place: { "letter \($0)" }, label: { "key \($0.lowercased())" })
        }
    }
}
