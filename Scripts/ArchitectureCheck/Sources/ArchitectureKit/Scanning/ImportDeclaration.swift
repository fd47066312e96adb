/// One `import` declaration of a Swift file, as written.
public struct ImportDeclaration: Sendable, Equatable {
    /// The imported module (the first component of the path: `X` in `import struct X.Y`).
    public var module: String
    /// The 1-based line of the `import` keyword.
    public var line: Int
    /// The `#if`/`#elseif` conditions around it, outermost first; an `#else` branch reads `!(condition)`.
    public var conditions: [String]

    /// Whether an enclosing `#if` checks that this very module can be imported (`#if canImport(Glibc)` around
    /// `import Glibc`) or checks the platform (`os(...)`): such an import is a platform shim, not a dependency.
    public var isPlatformGuarded: Bool {
        conditions.contains { condition in
            !condition.hasPrefix("!(")
                && (Self.mentions(condition, "canImport(\(module))") || Self.mentions(condition, "os("))
        }
    }

    private static func mentions(_ condition: String, _ term: String) -> Bool {
        let compact = condition.filter { !$0.isWhitespace }
        guard let range = compact.range(of: term) else { return false }
        return range.lowerBound == compact.startIndex || compact[compact.index(before: range.lowerBound)] != "!"
    }
}
