import Foundation

/// Reads the public declarations of a `.swiftinterface` file with their `@available(macOS …, iOS …)`. Interface
/// files hold one declaration per line, so a line reader suffices; a type's availability applies to its members.
/// What it cannot see (conditional conformances, operators, `unavailable`) it leaves out: the audit then misses
/// a use rather than reporting one that is fine.
public enum InterfaceParser {
    /// The declarations of `text`, from the module `module`; `source` says where it was read.
    public static func declarations(in text: String, module: String, source: String) -> [APIDeclaration] {
        var declarations: [APIDeclaration] = []
        var scopes: [Scope] = []
        var pending: [String: [Int]] = [:]
        let masked = SourceMasker.mask(text, mode: .commentsAndStrings)
        // Split on the newline byte: splitting the string on a Character breaks all of it into graphemes first.
        for rawLine in masked.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let line = String(Substring(rawLine))
            if scopes.last?.isBody == true {
                track(braces: line, scopes: &scopes, opening: nil)
                continue
            }
            let availability = Self.availability(in: line)
            pending.merge(availability, uniquingKeysWith: Self.newer)
            guard let declaration = Self.declaration(in: line) else {
                // Attributes carry over to the next line only from a line of attributes alone: after a
                // declaration this parser does not model (an operator, a subscript), they are spent.
                let rest = Self.strippingAttributes(line)
                if !rest.isEmpty && rest.first != "#" { pending = [:] }
                track(braces: line, scopes: &scopes, opening: nil)
                continue
            }
            var introduced = scopes.last?.introduced ?? [:]
            introduced.merge(pending, uniquingKeysWith: Self.newer)
            pending = [:]
            let container = scopes.last?.container ?? ""
            if declaration.keyword == "extension" {
                track(
                    braces: line, scopes: &scopes,
                    opening: Scope(container: declaration.name, introduced: introduced, isBody: false))
                continue
            }
            if declaration.name.first != "_" && !container.hasPrefix("_") {
                declarations.append(
                    APIDeclaration(
                        module: module, name: declaration.name, container: container,
                        kind: Self.typeKeywords.contains(declaration.keyword) ? .type : .member,
                        labels: declaration.labels, introduced: introduced, source: source))
            }
            let isType = Self.typeKeywords.contains(declaration.keyword) && declaration.keyword != "typealias"
            let nested = container.isEmpty ? declaration.name : "\(container).\(declaration.name)"
            track(
                braces: line, scopes: &scopes,
                opening: Scope(container: isType ? nested : container, introduced: introduced, isBody: !isType))
        }
        return declarations
    }

    private struct Scope {
        var container: String
        var introduced: [String: [Int]]
        var isBody: Bool
    }

    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
    private static let memberKeywords: Set<String> = ["func", "var", "let", "init", "subscript", "case", "macro"]
    private static let modifiers: Set<String> = [
        "public", "open", "final", "static", "class", "mutating", "nonmutating", "override", "convenience",
        "required", "indirect", "nonisolated", "dynamic", "borrowing", "consuming", "__consuming", "optional",
        "prefix", "postfix", "infix", "unowned", "weak", "lazy", "package", "isolated", "distributed",
    ]
    private static let platforms: [String: String] = [
        "macOS": "macos", "iOS": "ios", "tvOS": "tvos", "watchOS": "watchos", "visionOS": "visionos",
        "macCatalyst": "maccatalyst",
    ]

    /// The newer of two versions.
    static func newer(_ lhs: [Int], _ rhs: [Int]) -> [Int] {
        isOlder(lhs, rhs) ? rhs : lhs
    }

    /// Whether version `lhs` is older than `rhs`.
    static func isOlder(_ lhs: [Int], _ rhs: [Int]) -> Bool {
        lhs.lexicographicallyPrecedes(rhs) && !APIDeclaration.sameVersion(lhs, rhs)
    }

    /// The platform versions of every `@available(…)` (and `#available(…)`) on the line: `macOS 15.0` and
    /// `macOS, introduced: 15.0`.
    static func availability(in line: String) -> [String: [Int]] {
        // Most lines have neither `@` nor `#`: one pass over the bytes settles them (every line of the
        // toolchain's interfaces and of the repo's sources comes through here).
        guard line.utf8.contains(where: { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "#") }) else { return [:] }
        var result: [String: [Int]] = [:]
        var rest = Substring(line)
        while let start = rest.range(of: "available(") {
            guard start.lowerBound > rest.startIndex,
                ["@", "#"].contains(rest[rest.index(before: start.lowerBound)])
            else {
                rest = rest[start.upperBound...]
                continue
            }
            let body = rest[start.upperBound...]
            guard let close = body.firstIndex(of: ")") else { break }
            let arguments = body[..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if arguments.count >= 2, let platform = platforms[arguments[0]], arguments[1].hasPrefix("introduced:") {
                let version = arguments[1].dropFirst("introduced:".count).trimmingCharacters(in: .whitespaces)
                if let parsed = APIDeclaration.version(version) { result[platform] = parsed }
            } else {
                for argument in arguments {
                    let words = argument.split(separator: " ")
                    if words.count == 2, let platform = platforms[String(words[0])],
                        let parsed = APIDeclaration.version(String(words[1]))
                    {
                        result[platform] = parsed
                    }
                }
            }
            rest = body[close...]
        }
        return result
    }

    /// The line without its leading attributes (`@name` and `@name(…)`) and surrounding blanks.
    static func strippingAttributes(_ line: String) -> Substring {
        var text = trimmingSpaces(Substring(line))
        while text.first == "@" {
            // Skip `@name` and a parenthesised argument list.
            var index = text.index(after: text.startIndex)
            while index < text.endIndex && text[index].isIdentifierCharacter {
                index = text.index(after: index)
            }
            if index < text.endIndex && text[index] == "(" {
                var depth = 0
                while index < text.endIndex {
                    if text[index] == "(" { depth += 1 }
                    if text[index] == ")" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    index = text.index(after: index)
                }
                if index < text.endIndex { index = text.index(after: index) }
            }
            text = text[index...].drop { $0 == " " }
        }
        return text
    }

    /// `text` without leading and trailing spaces and tabs: what `trimmingCharacters(in: .whitespaces)` removes
    /// (tabs and Unicode space separators), without Foundation's bridging, which cost more than the parse.
    static func trimmingSpaces(_ text: Substring) -> Substring {
        // Every line of an interface is ASCII at both ends: settled from its bytes, without comparing a
        // Character per space (a debug build does this for each of their hundred thousand lines).
        let bytes = text.utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end && (bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t")) {
            start = bytes.index(after: start)
        }
        while end > start {
            let last = bytes[bytes.index(before: end)]
            guard last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") else { break }
            end = bytes.index(before: end)
        }
        if start == end || (bytes[start] < 0x80 && bytes[bytes.index(before: end)] < 0x80) {
            return text[start..<end]
        }
        return trimmingUnicodeSpaces(text)
    }

    /// `trimmingSpaces` for a line with a non-ASCII character at either end, which may be a space separator.
    private static func trimmingUnicodeSpaces(_ text: Substring) -> Substring {
        func isSpace(_ character: Character) -> Bool {
            character == " " || character == "\t"
                || (character.unicodeScalars.count == 1
                    && character.unicodeScalars.first?.properties.generalCategory == .spaceSeparator)
        }
        guard let first = text.firstIndex(where: { !isSpace($0) }) else { return text[text.endIndex...] }
        let last = text.lastIndex(where: { !isSpace($0) }) ?? first
        return text[first...last]
    }

    /// The declaration a line starts, after its attributes and modifiers: keyword, name and labels.
    static func declaration(in line: String) -> (keyword: String, name: String, labels: [String]?)? {
        var text = strippingAttributes(line)
        var words = text.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        while let first = words.first, modifiers.contains(String(first)) || first.hasPrefix("__") {
            // `class` is a modifier only before another keyword (`class func`); else it declares a class.
            if first == "class", words.count > 1,
                !(memberKeywords.contains(String(words[1].prefix { $0.isLetterQuick })))
            {
                break
            }
            text = words.count > 1 ? words[1] : ""
            words = text.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        }
        guard let keywordWord = words.first else { return nil }
        let keyword = String(keywordWord.prefix { $0.isLetterQuick })
        let rest = words.count > 1 ? words[1] : ""
        switch keyword {
        case "init":
            return ("init", "init", labels(in: text.drop { $0 != "(" }))
        case "subscript":
            return nil
        case "extension":
            let name = rest.prefix { $0.isIdentifierCharacter || $0 == "." }
            return ("extension", String(name.split(separator: ".").last.map { String($0) } ?? ""), nil)
        case _ where typeKeywords.contains(keyword) || memberKeywords.contains(keyword):
            let name = String(rest.prefix { $0.isIdentifierCharacter })
            guard !name.isEmpty else { return nil }
            let labels =
                keyword == "func" || (keyword == "case" && rest.dropFirst(name.count).first == "(")
                ? labels(in: rest.dropFirst(name.count).drop { $0 != "(" }) : nil
            return (keyword, name, keyword == "case" ? nil : labels)
        default:
            return nil
        }
    }

    /// The argument labels of a parameter list that starts at `text`'s `(`.
    static func labels(in text: Substring) -> [String] {
        guard text.first == "(" else { return [] }
        var labels: [String] = []
        var depth = 0
        var current = ""
        var atStart = true
        var previous: Character = " "
        for character in text {
            defer { previous = character }
            switch character {
            case ">" where previous == "-":
                break  // the arrow of a function type, not a closing bracket
            case "(", "<", "[":
                depth += 1
                if depth == 1 { continue }
            case ")", ">", "]":
                depth -= 1
                if depth == 0 {
                    if !atStart { labels.append(firstWord(current)) }
                    return labels.filter { !$0.isEmpty }
                }
            case "," where depth == 1:
                labels.append(firstWord(current))
                current = ""
                continue
            default:
                break
            }
            if depth == 1 {
                current.append(character)
                if !character.isWhitespace { atStart = false }
            }
        }
        return labels
    }

    private static func firstWord(_ parameter: String) -> String {
        let head = parameter.split(separator: ":", maxSplits: 1).first ?? ""
        return head.split(separator: " ").first.map(String.init) ?? ""
    }

    /// Pushes a scope at each `{` (the first one `opening`, later ones bodies) and pops one at each `}`. Reads
    /// the line's UTF-8 bytes, not its characters (no grapheme breaking for every line of every interface): a
    /// brace is one byte, and no byte of a multi-byte character equals it.
    private static func track(braces line: String, scopes: inout [Scope], opening: Scope?) {
        var next = opening
        for byte in line.utf8 {
            if byte == UInt8(ascii: "{") {
                scopes.append(next ?? Scope(container: scopes.last?.container ?? "", introduced: [:], isBody: true))
                next = nil
            } else if byte == UInt8(ascii: "}") {
                _ = scopes.popLast()
            }
        }
    }
}
