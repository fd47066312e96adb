/// Wraps paragraphs to a width in terminal columns, breaking between words, and inside a word only when the
/// word alone is wider than a line.
public enum TextWrapper {
    /// The lines of `text` wrapped to `width`; each `\n` in `text` starts a new line, and an empty paragraph
    /// stays an empty line.
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            wrapParagraph(String(paragraph), width: width)
        }
    }

    private static func wrapParagraph(_ paragraph: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words(of: paragraph) {
            for piece in pieces(of: word, width: width) {
                if line.isEmpty {
                    line = piece
                } else if DisplayWidth.of(line) + 1 + DisplayWidth.of(piece) <= width {
                    line += " " + piece
                } else {
                    lines.append(line)
                    line = piece
                }
            }
        }
        lines.append(line)
        return lines
    }

    /// The paragraph's words, split at its spaces. Printable ASCII is split at the space byte, which is the same
    /// split without breaking every character of the text into graphemes first (costly in a debug build, which
    /// `make run` and the end-to-end tests use); other text is split by Character, so a space that a combining
    /// mark follows stays with it.
    public static func words(of paragraph: String) -> [String] {
        guard DisplayWidth.isPrintableASCII(paragraph) else { return paragraph.split(separator: " ").map(String.init) }
        let bytes = paragraph.utf8
        var words: [String] = []
        var start = bytes.startIndex
        var index = start
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: " ") {
                if start < index { words.append(String(paragraph[start..<index])) }
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if start < bytes.endIndex { words.append(String(paragraph[start...])) }
        return words
    }

    /// A word wider than the line, cut into line-sized pieces.
    private static func pieces(of word: String, width: Int) -> [String] {
        guard DisplayWidth.of(word) > width else { return [word] }
        var pieces: [String] = []
        var piece = ""
        for character in word {
            if DisplayWidth.of(piece) + DisplayWidth.of(character) > width, !piece.isEmpty {
                pieces.append(piece)
                piece = ""
            }
            piece.append(character)
        }
        pieces.append(piece)
        return pieces
    }
}
