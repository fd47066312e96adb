import Foundation

/// Exact decimals on the wire and on disk, as text (`"899.99"`, `"33.333"`), so money and percentages never
/// pass through a binary float, whichever JSON library or database column holds them: the one reading and
/// writing of such text in the repo (the cart's file and database, the app's export document).
public enum ExactDecimal {
    /// `value` as plain decimal text: no exponent, no grouping, a point for the fraction.
    public static func text(_ value: Decimal) -> String {
        NSDecimalNumber(decimal: value).stringValue
    }

    /// The decimal in `text`, or nil when it is not a plain decimal number (`19.99`, `-5`, not `1e3` or
    /// `1,5`).
    public static func value(_ text: String) -> Decimal? {
        guard text.range(of: #"^-?[0-9]+(\.[0-9]+)?$"#, options: .regularExpression) != nil else { return nil }
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }
}
