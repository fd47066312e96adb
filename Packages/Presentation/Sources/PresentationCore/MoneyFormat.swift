import DomainCore
import Foundation

/// Money as people read it, with no locale involved, so output is the same on every machine: `"$1,099.00"`
/// for US dollars, `"1,099.00 EUR"` for any other currency, the thousands grouped with commas. Only text for
/// people is grouped: machine-readable output (`--json`) writes plain decimal strings.
public enum MoneyFormat {
    /// The amount rounded half-even to the currency's minor units: `"$899.00"`, `"-$1.50"`,
    /// `"$864,029,956.25"`, `"1,099.00 EUR"`.
    public static func string(_ money: Money) -> String {
        written(DecimalText.grouped(money.formattedAmount), money.currency)
    }

    /// Every digit `amount` has, never rounded to cents (a coin worth `0.00000123` must not read `$0.00`), with
    /// at least `minimumFractionDigits` decimals: `"$68,450.00"`, `"$0.00000123"`, `"1,349,315,901,950 EUR"`.
    public static func exact(_ amount: Decimal, _ currency: Currency, minimumFractionDigits: Int = 2) -> String {
        written(DecimalText.grouped(DecimalText.exact(amount, minimumFractionDigits: minimumFractionDigits)), currency)
    }

    /// `digits` (a plain, grouped decimal) with the currency: `$` before it for US dollars, the code after.
    private static func written(_ digits: String, _ currency: Currency) -> String {
        guard currency == .usd else { return "\(digits) \(currency.code)" }
        return digits.hasPrefix("-") ? "-$" + digits.dropFirst() : "$" + digits
    }
}
