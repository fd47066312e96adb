import Foundation

/// Writes decimals as plain digits, without `NumberFormatter` or a locale, so output is the same on every
/// machine. Money, percentages and the features' own figures (a coin supply) all go through here.
public enum DecimalText {
    /// `value` rounded (half away from zero) to `fractionDigits` and written with exactly that many digits
    /// after a `.`; a value that rounds to zero has no minus sign.
    public static func fixed(_ value: Decimal, fractionDigits: Int) -> String {
        let digits = max(0, fractionDigits)
        var input = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &input, digits, .plain)
        let isNegative = rounded < 0
        let magnitude = isNegative ? -rounded : rounded
        let scaled = NSDecimalNumber(decimal: magnitude * pow(10, digits)).stringValue
        let padded = String(repeating: "0", count: max(0, digits + 1 - scaled.count)) + scaled
        let integerPart = padded.dropLast(digits)
        let fraction = padded.suffix(digits)
        return (isNegative ? "-" : "") + integerPart + (digits > 0 ? "." + fraction : "")
    }

    /// Every digit of `value`, never in exponent form, padded with zeros to at least `minimumFractionDigits`
    /// decimals: `68450` with 2 is `"68450.00"`, `0.00000123` stays `"0.00000123"`.
    public static func exact(_ value: Decimal, minimumFractionDigits: Int = 0) -> String {
        let text = NSDecimalNumber(decimal: value).stringValue
        let pieces = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let fraction = pieces.count > 1 ? String(pieces[1]) : ""
        let padded = fraction + String(repeating: "0", count: max(0, minimumFractionDigits - fraction.count))
        return String(pieces[0]) + (padded.isEmpty ? "" : "." + padded)
    }

    /// A plain decimal (`"-1234567.891"`) as `language` writes it: the whole part's thousands grouped
    /// (`"-1,234,567.891"`, `"-1 234 567,891"`), the fraction's digits left as they are.
    public static func grouped(_ plain: String, in language: Language) -> String {
        let sign = plain.hasPrefix("-") ? "-" : ""
        let unsigned = plain.dropFirst(sign.count)
        let whole = unsigned.prefix { $0 != "." }
        let fraction = unsigned.dropFirst(whole.count).dropFirst()
        var result = ""
        for (index, digit) in whole.enumerated() {
            if index > 0, (whole.count - index) % 3 == 0 { result.append(language.groupingSeparator) }
            result.append(digit)
        }
        let hasFraction = unsigned.count > whole.count
        return sign + result + (hasFraction ? String(language.decimalSeparator) + fraction : "")
    }
}
