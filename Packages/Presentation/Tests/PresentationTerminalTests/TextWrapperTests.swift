import PresentationTerminal
import Testing

/// The wrapper and the ASCII fast paths under it: printable ASCII is read byte by byte, anything else by
/// Character, and both must give what the Character reading gives.
@Suite("Text wrapper")
struct TextWrapperTests {
    static let paragraphs = [
        "", " ", "one", "two words", "  leading and trailing  ", "many   spaces between", "tab\tinside a word",
        "a line\nbreak", "café au lait", "日本語 の タイトル", "a \u{301}combining mark after a space",
        "emoji 👨\u{200D}👩\u{200D}👧 family", "ascii then é",
    ]

    /// For printable ASCII this compares the byte split with the Character split; other text takes the
    /// Character split itself, and the rows are there to show it does.
    @Test("words are what a split at Character spaces gives", arguments: paragraphs)
    func wordsMatchTheCharacterSplit(paragraph: String) {
        #expect(TextWrapper.words(of: paragraph) == paragraph.split(separator: " ").map(String.init))
    }

    @Test(
        "only space to tilde counts as printable ASCII",
        arguments: [
            ("", true), ("Plain text, 42 ~ {braces}", true), ("tab\t", false), ("line\n", false),
            ("escape \u{1B}[31m", false), ("delete \u{7F}", false), ("café", false), ("日本", false),
        ])
    func printableASCII(text: String, isPrintable: Bool) {
        #expect(DisplayWidth.isPrintableASCII(text) == isPrintable)
    }

    @Test(
        "printable ASCII takes the byte paths, which answer as the Character paths do",
        arguments: paragraphs.filter { DisplayWidth.isPrintableASCII($0) })
    func asciiFastPaths(paragraph: String) {
        #expect(TerminalText.sanitize(paragraph) == paragraph)
        // An escape sequence at the end sends the same text down the scalar-by-scalar path.
        #expect(TerminalText.sanitize(paragraph + "\u{1B}[0m") == paragraph)
        #expect(DisplayWidth.of(paragraph) == paragraph.reduce(0) { $0 + DisplayWidth.of($1) })
    }

    @Test("wrapped lines keep every word, in order, and fit the width", arguments: [1, 5, 12, 40])
    func wrappedLinesFit(width: Int) {
        for paragraph in Self.paragraphs where !paragraph.contains("\n") && !paragraph.contains("\t") {
            let lines = TextWrapper.wrap(paragraph, width: width)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= max(width, 2) }, "\(paragraph): \(lines)")
            #expect(
                lines.joined().filter { $0 != " " } == paragraph.filter { $0 != " " }, "\(paragraph): \(lines)")
        }
    }
}
