/// A glob for package folders and target names: `*` matches any characters but `/`, `**` any characters, and
/// `{name}` captures one or more characters but `/` into `name`. A capture already bound (from the package
/// pattern) must appear again, compared case-insensitively, so `{feature}-example` matches `catalog-example`
/// in the folder `Features/Catalog`.
public struct PathPattern: Sendable, Equatable {
    private enum Token: Sendable, Equatable {
        case literal(Character)
        case star
        case globstar
        case capture(String)
    }

    private let tokens: [Token]

    /// Parses `pattern`.
    public init(_ pattern: String) {
        var tokens: [Token] = []
        let characters = Array(pattern)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "*" {
                if index + 1 < characters.count && characters[index + 1] == "*" {
                    tokens.append(.globstar)
                    index += 2
                } else {
                    tokens.append(.star)
                    index += 1
                }
            } else if character == "{", let close = characters[index...].firstIndex(of: "}") {
                tokens.append(.capture(String(characters[(index + 1)..<close])))
                index = close + 1
            } else {
                tokens.append(.literal(character))
                index += 1
            }
        }
        self.tokens = tokens
    }

    /// The captures if `text` matches (extending `bindings`), or `nil`.
    public func match(_ text: String, bindings: [String: String] = [:]) -> [String: String]? {
        match(token: 0, text: Array(text), at: 0, bindings: bindings)
    }

    private func match(token: Int, text: [Character], at position: Int, bindings: [String: String]) -> [String:
        String]?
    {
        guard token < tokens.count else { return position == text.count ? bindings : nil }
        switch tokens[token] {
        case .literal(let character):
            guard position < text.count, text[position] == character else { return nil }
            return match(token: token + 1, text: text, at: position + 1, bindings: bindings)
        case .star:
            var end = position
            while true {
                if let result = match(token: token + 1, text: text, at: end, bindings: bindings) { return result }
                guard end < text.count, text[end] != "/" else { return nil }
                end += 1
            }
        case .globstar:
            for end in position...text.count {
                if let result = match(token: token + 1, text: text, at: end, bindings: bindings) { return result }
            }
            return nil
        case .capture(let name):
            if let bound = bindings[name] {
                let end = position + bound.count
                guard end <= text.count, String(text[position..<end]).lowercased() == bound.lowercased() else {
                    return nil
                }
                return match(token: token + 1, text: text, at: end, bindings: bindings)
            }
            var end = position + 1
            while end <= text.count && text[end - 1] != "/" {
                var extended = bindings
                extended[name] = String(text[position..<end])
                if let result = match(token: token + 1, text: text, at: end, bindings: extended) { return result }
                end += 1
            }
            return nil
        }
    }
}
