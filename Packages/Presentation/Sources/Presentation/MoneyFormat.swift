import Domain

/// Money as people read it: `"$899.00"` for US dollars, `"899.00 EUR"` for any other currency, rounded
/// half-even to the currency's minor units, with no locale involved.
public enum MoneyFormat {
    /// The amount with its currency: `"$899.00"`, `"-$1.50"`, `"899.00 EUR"`, `"-1.50 EUR"`.
    public static func string(_ money: Money) -> String {
        let amount = money.formattedAmount
        guard money.currency == .usd else { return "\(amount) \(money.currency.code)" }
        return amount.hasPrefix("-") ? "-$" + amount.dropFirst() : "$" + amount
    }
}
