import PresentationCore

/// What an argument or an option value must look like; the parser checks it, so features receive only
/// well-formed values.
public enum ValueKind: Hashable, Sendable {
    /// An integer of 1 or more: a page number, a product id.
    case positiveInteger
    /// An integer of 0 or more (no command of the app takes one now; the parser and the fuzzer keep it).
    case wholeNumber
    /// Any integer, zero and negatives included: a value whose range is a rule of the feature's domain (a cart
    /// quantity must be 1...99), so an out-of-range number is a validation error (exit 65), not a usage error.
    case integer
    /// One word, such as a category slug or a coin id.
    case word
    /// Free text; as the last argument it takes every remaining word, joined by single spaces.
    case text
    /// One of a fixed list, such as a sort order.
    case choice([String])
    /// The start of an id (as with git hashes): one word of at least `minimumLength` characters. The feature
    /// finds the record it names, or says it is unknown or ambiguous.
    case idPrefix(minimumLength: Int)

    /// Checks `raw` and turns it into a value, or explains in one sentence what is wrong with it. `label` is
    /// how the person wrote it: `--page` or `PRODUCT_ID`.
    public func parse(_ raw: String, label: String) throws(UsageError) -> ParsedValue {
        switch self {
        case .positiveInteger:
            return .integer(try Self.integer(raw, atLeast: 1, label: label))
        case .wholeNumber:
            return .integer(try Self.integer(raw, atLeast: 0, label: label))
        case .integer:
            return .integer(try Self.integer(raw, atLeast: nil, label: label))
        case .word:
            let text = try Self.words(raw, label: label)
            guard !text.isEmpty else { throw UsageError(.emptyValue(label: label)) }
            return .text(text)
        case .text:
            // Free text may be blank here: the feature's own rule rejects an empty title or query as invalid
            // data (exit 65, docs/CLI.md), with the same sentence in every UI.
            return .text(try Self.words(raw, label: label))
        case let .choice(choices):
            guard choices.contains(raw) else {
                throw UsageError(.notOneOf(label: label, choices: choices, got: Echo.word(raw)))
            }
            return .text(raw)
        case let .idPrefix(minimumLength):
            guard raw.count >= minimumLength, !raw.contains(where: \.isWhitespace) else {
                throw UsageError(.notIDPrefix(label: label, minimumLength: minimumLength, got: Echo.word(raw)))
            }
            return .text(raw)
        }
    }

    /// Tabs and line breaks inside an argument count as the blanks between words.
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    /// The words of `raw` joined by single spaces; control characters and direction overrides are refused,
    /// other invisible characters (a right-to-left mark, a zero-width space) dropped.
    private static func words(_ raw: String, label: String) throws(UsageError) -> String {
        let spaced = String(String.UnicodeScalarView(raw.unicodeScalars.map { Self.isBlank($0) ? " " : $0 }))
        guard !spaced.unicodeScalars.contains(where: TerminalText.isReordering) else {
            throw UsageError(.controlCharacters(label: label))
        }
        let visible = String(String.UnicodeScalarView(spaced.unicodeScalars.filter { !$0.isInvisible }))
        return visible.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    private static func integer(_ raw: String, atLeast minimum: Int?, label: String) throws(UsageError) -> Int {
        guard let value = Int(raw), value >= minimum ?? Int.min else {
            throw UsageError(.notWholeNumber(label: label, minimum: minimum, got: raw.isEmpty ? "" : Echo.word(raw)))
        }
        return value
    }
}
