import Foundation

/// Writes decimals with a fixed number of fraction digits, without `NumberFormatter` or a locale, so output
/// is the same on every machine.
enum DecimalText {
    /// `value` rounded (half away from zero) to `fractionDigits` and written with exactly that many digits
    /// after a `.`; a value that rounds to zero has no minus sign.
    static func fixed(_ value: Decimal, fractionDigits: Int) -> String {
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
}
