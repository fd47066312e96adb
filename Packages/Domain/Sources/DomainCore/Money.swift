import Foundation

/// An exact decimal amount in one currency.
///
/// Money never passes through `Double`: amounts are `Decimal`, and rounding is explicit (half-even, to the
/// currency's minor units) so that totals add up to the cent. An amount may have more digits than its
/// currency's minor units (a coin's quote of 0.00000123 USD is one); what is bought and sold is rounded where it
/// enters the domain (`CartLine`, `Product`), so every figure of a receipt is a whole number of cents.
///
/// Adding or comparing two currencies is a programmer error (a precondition): the entities that sum money
/// (`Cart`, `Order`) refuse a second currency where they are made, so no file or server can reach it.
public struct Money: Hashable, Sendable, CustomStringConvertible {
    /// The exact amount, unrounded until `rounded()` is called.
    public let amount: Decimal
    public let currency: Currency

    public init(_ amount: Decimal, _ currency: Currency = .usd) {
        self.amount = amount
        self.currency = currency
    }

    /// Parses a decimal string such as `"19.99"` exactly; returns nil for anything that is not a plain number.
    public init?(string: String, currency: Currency = .usd) {
        let trimmed = string.trimmingCharacters(in: .whitespaces)
        guard trimmed.range(of: #"^-?[0-9]+(\.[0-9]+)?$"#, options: .regularExpression) != nil,
            let amount = Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX"))
        else { return nil }
        self.init(amount, currency)
    }

    /// Zero in the given currency.
    public static func zero(_ currency: Currency = .usd) -> Money { Money(0, currency) }

    /// Whether the amount has no more digits than the currency's minor units (`1.12` USD, not `1.115`).
    public var isWholeMinorUnits: Bool { rounded().amount == amount }

    /// The amount rounded half-even (banker's rounding) to the currency's minor units.
    public func rounded() -> Money {
        var value = amount
        var result = Decimal()
        NSDecimalRound(&result, &value, currency.minorUnits, .bankers)
        return Money(result, currency)
    }

    /// The amount with exactly the currency's minor units, without a symbol: `"899.00"`.
    public var formattedAmount: String {
        let value = rounded().amount
        let negative = value < 0
        let magnitude = negative ? -value : value
        let scale = currency.minorUnits
        let scaled = NSDecimalNumber(decimal: magnitude * pow(10, scale)).stringValue
        let digits = String(repeating: "0", count: max(0, scale + 1 - scaled.count)) + scaled
        let integerPart = digits.dropLast(scale)
        let fraction = digits.suffix(scale)
        return (negative ? "-" : "") + integerPart + (scale > 0 ? "." + fraction : "")
    }

    public var description: String { "\(formattedAmount) \(currency.code)" }

    /// Adds two amounts; both must share a currency (mixing currencies is a programming error).
    public static func + (lhs: Money, rhs: Money) -> Money {
        precondition(lhs.currency == rhs.currency, "cannot add \(lhs.currency) to \(rhs.currency)")
        return Money(lhs.amount + rhs.amount, lhs.currency)
    }

    public static func - (lhs: Money, rhs: Money) -> Money {
        precondition(lhs.currency == rhs.currency, "cannot subtract \(rhs.currency) from \(lhs.currency)")
        return Money(lhs.amount - rhs.amount, lhs.currency)
    }

    public static func * (lhs: Money, rhs: Int) -> Money { Money(lhs.amount * Decimal(rhs), lhs.currency) }

    /// `percent` of this amount (e.g. 12.5 for 12.5 %), exact and unrounded.
    public func percentage(_ percent: Decimal) -> Money { Money(amount * percent / 100, currency) }
}

extension Money: Comparable {
    public static func < (lhs: Money, rhs: Money) -> Bool {
        precondition(lhs.currency == rhs.currency, "cannot compare \(lhs.currency) with \(rhs.currency)")
        return lhs.amount < rhs.amount
    }
}
