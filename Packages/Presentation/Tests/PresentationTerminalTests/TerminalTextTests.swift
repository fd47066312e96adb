import PresentationTerminal
import Testing

@Suite("Terminal sanitizer")
struct TerminalTextTests {
    @Test(
        "removes whatever could move the cursor, change colors or reorder text",
        arguments: [
            ("\u{1B}[31mRed\u{1B}[0m lamp", "Red lamp"),
            ("\u{1B}[2J\u{1B}[Hcleared", "cleared"),
            ("\u{1B}]0;pwned title\u{07}Lamp", "Lamp"),
            ("\u{1B}]8;;http://evil\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
            ("ding\u{07}dong", "dingdong"),
            ("\u{9B}31mC1 CSI", "C1 CSI"),
            ("\u{9D}8;;x\u{9C}osc", "osc"),
            ("abc\u{202E}fdp.exe", "abcfdp.exe"),
            ("\u{2066}iso\u{2069}late", "isolate"),
            // Found by make fuzz: the bidi marks were shown as \u{200E} by an echo but printed by the sanitizer.
            ("left\u{200E}right\u{200F}arabic\u{061C}mark", "leftrightarabicmark"),
            // Every other format character too, by category: zero-width space, byte order mark, soft hyphen, tags.
            ("zero\u{200B}width\u{FEFF}bom\u{00AD}soft\u{E0041}tag", "zerowidthbomsofttag"),
            // The joiners stay: emoji sequences and Persian words need them.
            ("👨\u{200D}👩\u{200D}👧 می\u{200C}خواهم", "👨\u{200D}👩\u{200D}👧 می\u{200C}خواهم"),
            ("del\u{7F}ete", "delete"),
            ("nul\u{0}l", "null"),
            ("\u{1B}7saved\u{1B}8", "saved"),
            ("line\nbreak\ttab", "line break tab"),
            ("plain text, «quotes» and 日本語", "plain text, «quotes» and 日本語"),
            ("trailing escape \u{1B}", "trailing escape "),
        ]
    )
    func strips(raw: String, clean: String) {
        #expect(TerminalText.sanitize(raw) == clean)
    }

    @Test("keeps line breaks in paragraphs when asked")
    func keepsNewlines() {
        #expect(TerminalText.sanitize("one\ntwo\u{1B}[1m", keepingNewlines: true) == "one\ntwo")
    }

    @Test("leaves no control character at all")
    func noControlCharacterSurvives() {
        let everything = String(String.UnicodeScalarView((0...0x20AF).compactMap(Unicode.Scalar.init)))
        let clean = TerminalText.sanitize(everything)
        #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(!clean.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) })
        #expect(!clean.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) })
        #expect(!clean.unicodeScalars.contains { $0.isInvisible })
    }

    @Test("typed text keeps right-to-left writing: a mark is dropped, only overrides and controls are refused")
    func typedRightToLeftText() throws {
        #expect(try ValueKind.text.parse("שלום\u{200F} world", label: "TITLE") == .text("שלום world"))
        #expect(throws: UsageError.self) { try ValueKind.text.parse("evil \u{202E}txt", label: "TITLE") }
    }
}
