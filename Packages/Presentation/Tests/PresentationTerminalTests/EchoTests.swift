import PresentationCore
import PresentationTerminal
import Testing

@Suite("Echo of typed words in usage errors")
struct EchoTests {
    @Test("a short visible word is shown as typed")
    func plain() {
        #expect(Echo.word("catalgo") == "catalgo")
    }

    @Test("control characters and direction overrides are shown as escapes, so the word cannot pass for another")
    func invisible() {
        #expect(Echo.word("\u{202E}catalog") == "\\u{202E}catalog")
        #expect(Echo.word("a\u{1B}[2J\u{7}") == "a\\u{1B}[2J\\u{7}")
    }

    @Test("a long word is cut after 40 characters with an ellipsis")
    func long() {
        #expect(Echo.word(String(repeating: "x", count: 100_000)) == String(repeating: "x", count: 40) + "…")
    }

    @Test("text arguments refuse control characters and treat tabs as blanks")
    func textArguments() throws {
        #expect(throws: UsageError(.controlCharacters(label: "TITLE"))) {
            try ValueKind.text.parse("red \u{1B}[31m", label: "TITLE")
        }
        #expect(try ValueKind.text.parse("a\tb", label: "TITLE") == .text("a b"))
    }
}
