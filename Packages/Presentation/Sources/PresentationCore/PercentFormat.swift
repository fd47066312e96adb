import Foundation

/// A percentage as people read it, `"12.5 %"` or, signed for changes, `"+3.4 %"` (in Uzbek `"12,5 %"`), with no
/// locale involved.
public enum PercentFormat {
    /// `percent` (12.5 means 12.5 %) rounded half away from zero to `fractionDigits`; with `signed`, a
    /// positive value gets a `+`. A value that rounds to zero is written without a sign.
    public static func string(
        _ percent: Decimal, fractionDigits: Int = 1, signed: Bool = false, in language: Language
    ) -> String {
        let number = DecimalText.fixed(percent, fractionDigits: fractionDigits)
        let isPositive = !number.hasPrefix("-") && number.contains { $0 != "0" && $0 != "." }
        return (signed && isPositive ? "+" : "") + DecimalText.grouped(number, in: language) + " %"
    }
}
