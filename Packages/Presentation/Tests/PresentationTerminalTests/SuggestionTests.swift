import PresentationTerminal
import Testing

@Suite("Did you mean")
struct SuggestionTests {
    @Test(
        "suggests the closest command for a typo",
        arguments: [("catlog", "catalog"), ("hme", "home"), ("cat", "catalog"), ("--pag", "--page")]
    )
    func suggests(typo: String, expected: String) {
        #expect(Suggestion.closest(to: typo, in: ["home", "catalog", "cart", "--page"]) == expected)
    }

    @Test("suggests nothing for a word far from every command")
    func nothingClose() {
        #expect(Suggestion.closest(to: "frobnicate", in: ["home", "catalog"]) == nil)
    }
}

extension SuggestionTests {
    @Test("suggests nothing for a one-letter option")
    func tooShort() {
        #expect(Suggestion.closest(to: "-x", in: ["-h", "--help"]) == nil)
    }
}
