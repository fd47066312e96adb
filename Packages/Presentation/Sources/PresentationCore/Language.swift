/// A language the app speaks. The composition root chooses one and hands it down; nothing reads it from a
/// global. Numbers and plurals follow its rules, written here rather than by ICU, so a screen reads the same on
/// every machine.
public enum Language: String, CaseIterable, Hashable, Sendable {
    case english = "en"
    case uzbek = "uz"

    /// The language of a code or a locale name: `uz`, `uz_UZ.UTF-8`, `uz-Latn-UZ`, `en_GB`; nil for any other.
    public init?(code: String) {
        let language = code.prefix { $0.isLetter }.lowercased()
        guard let known = Language(rawValue: language) else { return nil }
        self = known
    }

    /// The first of `identifiers` (a system's preferred languages, `["uz-Latn-UZ", "en-US"]`) the app speaks;
    /// English when it speaks none of them.
    public init(preferring identifiers: [String]) {
        self = identifiers.lazy.compactMap(Language.init(code:)).first ?? .english
    }

    /// The separator of a decimal's fraction: `1,099.50` in English, `1 099,50` in Uzbek.
    public var decimalSeparator: Character { self == .uzbek ? "," : "." }

    /// What groups the thousands of a number: a comma in English, a no-break space in Uzbek (so a line never
    /// breaks inside a number).
    public var groupingSeparator: Character { self == .uzbek ? "\u{00A0}" : "," }

    /// The plural form a count takes. English nouns change after any count but 1; Uzbek ones never change after a
    /// number ("1 ta mahsulot", "42 ta mahsulot"), so its tables give both forms the same text.
    public func plural(_ count: Int) -> Plural {
        count == 1 ? .one : .other
    }

    /// The forms a counted noun takes; a table's key ends in `.one` or `.other`.
    public enum Plural: String, Sendable {
        case one, other
    }
}
