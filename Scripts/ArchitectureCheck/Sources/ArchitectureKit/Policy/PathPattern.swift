import Foundation

/// A glob for package folders and target names: `*` matches any characters but `/`, `**` any characters, and
/// `{name}` captures one or more characters but `/` into `name`. A capture already bound (from the package
/// pattern) must appear again, compared case-insensitively, so `{feature}-example` matches `catalog-example`
/// in the folder `Features/Catalog`. Wildcards are lazy: the shortest match wins.
public struct PathPattern: Sendable {
    private let pattern: String
    private let captures: [String]
    /// The pattern compiled with no capture bound, as every package folder is matched.
    private let unbound: NSRegularExpression?

    public init(_ pattern: String) {
        self.pattern = pattern
        (unbound, captures) = Self.compile(pattern, bindings: [:])
    }

    /// The captures if `text` matches (extending `bindings`), or `nil`.
    public func match(_ text: String, bindings: [String: String] = [:]) -> [String: String]? {
        let (expression, names) =
            captures.contains { bindings[$0] != nil } ? Self.compile(pattern, bindings: bindings) : (unbound, captures)
        guard let match = expression?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else {
            return nil
        }
        var result = bindings
        for (offset, name) in names.enumerated() {
            if let range = Range(match.range(at: offset + 1), in: text) { result[name] = String(text[range]) }
        }
        return result
    }

    /// The pattern as a regular expression: a bound capture written in, a group for each unbound one (named in
    /// the list, in order).
    private static func compile(_ pattern: String, bindings: [String: String]) -> (NSRegularExpression?, [String]) {
        var expression = #"\A"#
        var names: [String] = []
        var rest = Substring(pattern)
        while let character = rest.popFirst() {
            if character == "*" && rest.first == "*" {
                rest.removeFirst()
                expression += ".*?"
            } else if character == "*" {
                expression += "[^/]*?"
            } else if character == "{", let close = rest.firstIndex(of: "}") {
                let name = String(rest[..<close])
                rest = rest[rest.index(after: close)...]
                if let bound = bindings[name] {
                    expression += "(?i:\(NSRegularExpression.escapedPattern(for: bound)))"
                } else if let group = names.firstIndex(of: name) {
                    expression += "(?i:\\\(group + 1))"  // a name repeated in the pattern matches its capture again
                } else {
                    names.append(name)
                    expression += "([^/]+?)"
                }
            } else {
                expression += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        return (try? NSRegularExpression(pattern: expression + #"\z"#), names)
    }
}
