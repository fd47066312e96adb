/// Reads the public declarations of a `.swiftinterface` file, one per line, with their `@available(macOS …)`; a
/// type's availability applies to its members. What it cannot see (operators, `unavailable`) it leaves out: the
/// audit then misses a use rather than reporting one that is fine.
public enum InterfaceParser {
    public static func declarations(in text: String, module: String, source: String) -> [APIDeclaration] {
        var declarations: [APIDeclaration] = []
        var scopes: [Scope] = []
        var pending: [String: [Int]] = [:]
        for line in lines(of: SourceMasker.mask(text, mode: .commentsAndStrings)) {
            if scopes.last?.isBody == true {
                track(braces: line, scopes: &scopes, opening: nil)
                continue
            }
            pending = pending.raising(to: availability(in: line))
            guard let declaration = declaration(in: line) else {
                // Attributes carry over only from a line of attributes alone: after a declaration this parser
                // does not model (an operator, a subscript), they are spent.
                let rest = strippingAttributes(line)
                if !rest.isEmpty && rest.first != "#" { pending = [:] }
                track(braces: line, scopes: &scopes, opening: nil)
                continue
            }
            let introduced = (scopes.last?.introduced ?? [:]).raising(to: pending)
            pending = [:]
            let container = scopes.last?.container ?? ""
            let isExtension = declaration.keyword == "extension"
            let isType = typeKeywords.contains(declaration.keyword)
            if !isExtension && declaration.name.first != "_" && !container.hasPrefix("_") {
                declarations.append(
                    APIDeclaration(
                        module: module, name: declaration.name, container: container, kind: isType ? .type : .member,
                        labels: declaration.labels, introduced: introduced, source: source))
            }
            // The braces of a type or an extension hold members; any other declaration's hold a body, skipped.
            let opensType = isExtension || (isType && declaration.keyword != "typealias")
            let nested = isExtension || container.isEmpty ? declaration.name : "\(container).\(declaration.name)"
            track(braces: line, scopes: &scopes, opening: (opensType ? nested : container, introduced, !opensType))
        }
        return declarations
    }

    private typealias Scope = (container: String, introduced: [String: [Int]], isBody: Bool)

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

    /// The lines of `text`, split on the newline byte: splitting on a Character breaks all of it into graphemes.
    static func lines(of text: String) -> [String] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(Substring($0)) }
    }

    /// The platform versions of every `@available(…)` and `#available(…)` on the line.
    static func availability(in line: String) -> [String: [Int]] {
        // Most lines have neither `@` nor `#`: one pass over their bytes settles them.
        guard line.utf8.contains(where: { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "#") }) else { return [:] }
        var result: [String: [Int]] = [:]
        for match in line.ranges(of: "available(") where match.lowerBound > line.startIndex {
            guard "@#".contains(line[line.index(before: match.lowerBound)]) else { continue }
            guard let close = line[match.upperBound...].firstIndex(of: ")") else { break }
            let arguments = line[match.upperBound..<close].split(separator: ",").map { $0.split(separator: " ") }
            // `macOS, introduced: 15.0`: one platform and its labelled version; else `macOS 15.0, iOS 18.0, *`.
            let labelled = arguments.count > 1 && arguments[0].count == 1 && arguments[1].first == "introduced:"
            let pairs =
                labelled
                ? [(arguments[0][0], arguments[1].last ?? "")]
                : arguments.filter { $0.count == 2 }
                    .map { ($0[0], $0[1]) }
            for (name, text) in pairs {
                if let platform = platforms[String(name)], let version = APIDeclaration.version(String(text)) {
                    result[platform] = version
                }
            }
        }
        return result
    }

    /// The line without its leading blanks and attributes (`@name` and `@name(…)`).
    static func strippingAttributes(_ line: String) -> Substring {
        var text = line.drop { $0.isWhitespace }
        while text.first == "@" {
            text = text.dropFirst().drop { $0.isIdentifierCharacter }
            if text.first == "(" {
                // Past the `)` that closes the argument list, nested parentheses included.
                var depth = 0
                var index = text.startIndex
                repeat {
                    if text[index] == "(" { depth += 1 } else if text[index] == ")" { depth -= 1 }
                    index = text.index(after: index)
                } while depth > 0 && index < text.endIndex
                text = text[index...]
            }
            text = text.drop { $0.isWhitespace }
        }
        return text
    }

    /// The declaration a line starts, after its attributes and modifiers: keyword, name and labels.
    static func declaration(in line: String) -> (keyword: String, name: String, labels: [String]?)? {
        var text = strippingAttributes(line)
        var words = text.split(separator: " ", maxSplits: 1)
        while let first = words.first, modifiers.contains(String(first)) || first.hasPrefix("__") {
            // `class` is a modifier only before another keyword (`class func`); else it declares a class.
            let next = words.count > 1 ? words[1] : ""
            if first == "class" && !next.isEmpty && !memberKeywords.contains(String(next.prefix { $0.isLetterQuick })) {
                break
            }
            text = next
            words = text.split(separator: " ", maxSplits: 1)
        }
        guard let first = words.first else { return nil }
        let keyword = String(first.prefix { $0.isLetterQuick })
        let rest = words.count > 1 ? words[1] : ""
        if keyword == "init" { return ("init", "init", labels(in: text.drop { $0 != "(" })) }
        if keyword == "extension" {
            let name = rest.prefix { $0.isIdentifierCharacter || $0 == "." }.split(separator: ".").last ?? ""
            return ("extension", String(name), nil)
        }
        let name = String(rest.prefix { $0.isIdentifierCharacter })
        guard keyword != "subscript", typeKeywords.contains(keyword) || memberKeywords.contains(keyword), !name.isEmpty
        else { return nil }
        return (keyword, name, keyword == "func" ? labels(in: rest.dropFirst(name.count).drop { $0 != "(" }) : nil)
    }

    /// The argument labels of a parameter list that starts at `text`'s `(`.
    static func labels(in text: Substring) -> [String] {
        guard text.first == "(" else { return [] }
        var labels: [String] = []
        var parameter = ""
        var depth = 0
        var previous: Character = " "
        for character in text {
            defer { previous = character }
            if character == "(" || character == "<" || character == "[" {
                depth += 1
                if depth == 1 { continue }
            } else if character == ")" || character == "]" || (character == ">" && previous != "-") {
                depth -= 1
                // An empty label is of `()`, or after a trailing comma.
                if depth == 0 { return (labels + [firstWord(parameter)]).filter { !$0.isEmpty } }
            } else if character == "," && depth == 1 {
                labels.append(firstWord(parameter))
                parameter = ""
                continue
            }
            if depth == 1 { parameter.append(character) }
        }
        return labels
    }

    private static func firstWord(_ parameter: String) -> String {
        parameter.split(separator: ":", maxSplits: 1).first?.split(separator: " ").first.map(String.init) ?? ""
    }

    /// Pushes a scope at each `{` (the first one `opening`, later ones bodies) and pops one at each `}`. Reads
    /// bytes, not characters: a brace is one byte, and no byte of a multi-byte character equals it.
    private static func track(braces line: String, scopes: inout [Scope], opening: Scope?) {
        var next = opening
        for byte in line.utf8 {
            if byte == UInt8(ascii: "{") {
                scopes.append(next ?? (scopes.last?.container ?? "", [:], true))
                next = nil
            } else if byte == UInt8(ascii: "}") {
                _ = scopes.popLast()
            }
        }
    }
}
