import PresentationTerminal
import Testing

@Suite("Word splitter")
struct WordSplitterTests {
    @Test(
        "splits a line as a shell would, without expansion",
        arguments: [
            ("catalog list", ["catalog", "list"]),
            ("  catalog   search\tred lamp  ", ["catalog", "search", "red", "lamp"]),
            ("todos add 'Buy oat milk'", ["todos", "add", "Buy oat milk"]),
            ("todos add \"Say \\\"hi\\\"\"", ["todos", "add", "Say \"hi\""]),
            ("search it\\'s", ["search", "it's"]),
            ("a\\ b c", ["a b", "c"]),
            ("say '' \"\"", ["say", "", ""]),
            ("mix'ed \"quo\"tes'", ["mixed \"quo\"tes"]),
            ("keep $HOME and *", ["keep", "$HOME", "and", "*"]),
            ("\"back\\slash\"", ["back\\slash"]),
            ("", []),
        ]
    )
    func splits(line: String, words: [String]) throws {
        #expect(try WordSplitter.split(line) == words)
    }

    @Test("an unterminated quote is a usage error", arguments: ["say 'hello", "say \"hello", "say \"hi\\\""])
    func unterminatedQuote(line: String) {
        #expect(throws: UsageError.self) { try WordSplitter.split(line) }
    }
}
