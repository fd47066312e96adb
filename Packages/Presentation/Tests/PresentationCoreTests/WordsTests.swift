import PresentationCore
import Testing

@Suite("Words")
struct WordsTests {
    private let words = Words(
        .uzbek,
        table: [
            "pair": "%2$@ va %1$@", "plain": "%@ · %@", "percent": "100%% · %",
            "wild": "%0$@%3$@%-9223372036854775808$@.",
            "count.one": "%@ ta (bir)", "count.other": "%@ ta",
        ])

    @Test("arguments fill %@ in order and %N$@ by position; a missing key reads as itself")
    func filling() {
        #expect(words("pair", "a", "b") == "b va a")
        #expect(words("plain", "a", "b") == "a · b")
        #expect(words("absent.key") == "absent.key")
    }

    @Test("a %% is a percent sign; a stray % or a position no argument has is left out, never a trap")
    func oddTemplates() {
        #expect(words("percent") == "100% · %")
        #expect(words("wild", "a") == ".")
        #expect(words("plain") == " · ")
    }

    @Test("a count picks its plural form and writes the number as the language does")
    func counts() {
        #expect(words.count("count", 1) == "1 ta (bir)")
        #expect(words.count("count", 1200) == "1\u{00A0}200 ta")
    }

    @Test("a locale name or a system's preferred languages choose a language the app speaks, else none or English")
    func choosing() {
        #expect(Language(code: "uz_UZ.UTF-8") == .uzbek)
        #expect(Language(code: "en-GB") == .english)
        #expect(Language(code: "C") == nil)
        #expect(Language(preferring: ["fr-FR", "uz-Latn-UZ", "en-US"]) == .uzbek)
        #expect(Language(preferring: ["fr-FR"]) == .english)
    }
}
