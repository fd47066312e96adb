import DomainCore
import Foundation

/// Money as people read it, with no locale involved, so output is the same on every machine. In English
/// `"$1,099.00"` for US dollars and `"1,099.00 EUR"` for any other currency; in Uzbek the sign or code follows the
/// amount, `"1 099,00 $"`. Only text for
/// people is grouped: machine-readable output (`--json`) writes plain decimal strings.
public enum MoneyFormat {
    /// The amount rounded half-even to the currency's minor units: `"$899.00"`, `"-$1.50"`,
    /// `"$864,029,956.25"`, `"1,099.00 EUR"`.
    public static func string(_ money: Money, in language: Language) -> String {
        written(DecimalText.grouped(money.formattedAmount, in: language), money.currency, language)
    }

    /// Every digit `amount` has, never rounded to cents (a coin worth `0.00000123` must not read `$0.00`), with
    /// at least `minimumFractionDigits` decimals: `"$68,450.00"`, `"$0.00000123"`, `"1,349,315,901,950 EUR"`.
    public static func exact(
        _ amount: Decimal, _ currency: Currency, minimumFractionDigits: Int = 2, in language: Language
    ) -> String {
        let plain = DecimalText.exact(amount, minimumFractionDigits: minimumFractionDigits)
        return written(DecimalText.grouped(plain, in: language), currency, language)
    }

    /// `digits` (a grouped decimal) with the currency: in English `$` before it for US dollars, else the code
    /// after; in Uzbek the sign or the code after it.
    private static func written(_ digits: String, _ currency: Currency, _ language: Language) -> String {
        guard currency == .usd else { return "\(digits) \(currency.code)" }
        guard language == .english else { return "\(digits) $" }
        return digits.hasPrefix("-") ? "-$" + digits.dropFirst() : "$" + digits
    }
}
