/// Splits a typed or piped line into words as a shell would, without any expansion: blanks separate words,
/// single quotes keep everything literally, double quotes group words and honour `\"` and `\\`, and a
/// backslash outside quotes takes the next character literally.
public enum WordSplitter {
    /// The words of `line`; `''` and `""` give an empty word. An unterminated quote is a usage error.
    public static func split(_ line: String) throws(UsageError) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var characters = line[...]
        while let character = characters.popFirst() {
            switch character {
            case " ", "\t", "\n", "\r":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "'":
                inWord = true
                guard let end = characters.firstIndex(of: "'") else { throw unterminated(double: false) }
                word += characters[..<end]
                characters = characters[characters.index(after: end)...]
            case "\"":
                inWord = true
                word += try doubleQuoted(&characters)
            case "\\":
                inWord = true
                word.append(characters.popFirst() ?? "\\")
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// The inside of a double-quoted string, consuming the closing quote.
    private static func doubleQuoted(_ characters: inout Substring) throws(UsageError) -> String {
        var text = ""
        while let character = characters.popFirst() {
            switch character {
            case "\"":
                return text
            case "\\":
                guard let next = characters.popFirst() else { throw unterminated(double: true) }
                if next != "\"" && next != "\\" { text.append("\\") }
                text.append(next)
            default:
                text.append(character)
            }
        }
        throw unterminated(double: true)
    }

    private static func unterminated(double: Bool) -> UsageError {
        UsageError(.unterminatedQuote(double: double))
    }
}
