/// The tokens of a masked source line, for finding API uses and call labels.
extension AvailabilityAudit {
    struct Token {
        var text: String
        var isIdentifier: Bool
    }

    /// Identifiers and single punctuation characters of a masked line.
    static func tokens(_ line: String) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        for character in line {
            if character.isIdentifierCharacter {
                current.append(character)
                continue
            }
            if !current.isEmpty {
                tokens.append(Token(text: current, isIdentifier: !(current.first?.isNumberQuick ?? true)))
                current = ""
            }
            if !character.isWhitespace { tokens.append(Token(text: String(character), isIdentifier: false)) }
        }
        if !current.isEmpty {
            tokens.append(Token(text: current, isIdentifier: !(current.first?.isNumberQuick ?? true)))
        }
        return tokens
    }

    /// The argument labels of the call whose `(` is at `start`: `_` for an unlabelled argument, on this line only.
    static func callLabels(_ tokens: [Token], from start: Int) -> [String] {
        var labels: [String] = []
        var depth = 0
        var argumentStart = true
        var index = start
        while index < tokens.count {
            let text = tokens[index].text
            switch text {
            case "(", "[", "{":
                depth += 1
                if depth == 1 {
                    index += 1
                    continue
                }
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return labels }
            case "," where depth == 1:
                argumentStart = true
                index += 1
                continue
            default:
                break
            }
            if depth == 1 && argumentStart {
                let isLabel =
                    tokens[index].isIdentifier && index + 1 < tokens.count && tokens[index + 1].text == ":"
                    && !(index + 2 < tokens.count && tokens[index + 2].text == ":")
                labels.append(isLabel ? text : "_")
                argumentStart = false
            }
            index += 1
        }
        return labels
    }
}
