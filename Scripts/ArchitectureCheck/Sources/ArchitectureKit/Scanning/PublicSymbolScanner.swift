/// Finds the public, non-generic, top-level types of a Swift file: names a consumer outside the package can
/// refer to with `Module.Name.self`. Declarations inside `#if` blocks are skipped (they may not exist on
/// every platform).
public enum PublicSymbolScanner {
    public struct Symbol: Sendable, Equatable {
        public var name: String
        /// `struct`, `enum`, `class`, `actor` or `protocol`.
        public var kind: String
    }

    private static let kinds: Set<String> = ["struct", "enum", "class", "actor", "protocol"]
    private static let modifiers: Set<String> = ["final", "nonisolated", "indirect"]

    /// The public top-level types declared in `source`, in order.
    public static func symbols(in source: String) -> [Symbol] {
        var symbols: [Symbol] = []
        var depth = 0
        for line in SourceMasker.mask(source).split(separator: "\n") {
            let trimmed = line.drop { $0.isWhitespace }
            if trimmed.hasPrefix("#if") { depth += 1 }
            if trimmed.hasPrefix("#endif") { depth -= 1 }
            guard depth == 0, line.hasPrefix("public ") else { continue }
            var words = line.split(separator: " ").map(String.init)
            words.removeFirst()
            while let first = words.first, modifiers.contains(first) { words.removeFirst() }
            guard words.count >= 2, kinds.contains(words[0]) else { continue }
            let name = String(words[1].prefix { $0.isIdentifierCharacter })
            let rest = words[1].dropFirst(name.count)
            guard !name.isEmpty, !rest.hasPrefix("<") else { continue }
            symbols.append(Symbol(name: name, kind: words[0]))
        }
        return symbols
    }
}
