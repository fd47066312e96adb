/// An ISO 4217 currency, with the number of minor units (cents) its amounts are rounded to.
///
/// Only codes ISO 4217 lists make a currency, so a file or a server that names `ZZZ` is refused where its data
/// enters the domain rather than printed as if it were money, and the minor units always come from the
/// standard, never from the data.
public struct Currency: Hashable, Sendable, CustomStringConvertible {
    /// The three-letter ISO 4217 code, upper case (`USD`).
    public let code: String
    /// Digits after the decimal point in the currency's smallest unit (2 for cents, 0 for yen).
    public let minorUnits: Int

    /// The currency with this code, in any case (`usd` and `USD` are one currency); a code ISO 4217 does not
    /// list is a validation error.
    public init(code: String) throws(DomainError) {
        let upper = code.uppercased()
        guard let minorUnits = Self.minorUnits(ofCode: upper) else {
            let shown = code.count > 12 ? String(code.prefix(12)) + "…" : code
            throw .validation(field: "currency", rule: .malformed(shown, expected: .currencyCode))
        }
        self.init(unchecked: upper, minorUnits: minorUnits)
    }

    private init(unchecked code: String, minorUnits: Int) {
        self.code = code
        self.minorUnits = minorUnits
    }

    /// US dollars, the currency of both bundled snapshots.
    public static let usd = Currency(unchecked: "USD", minorUnits: 2)
    /// Euros.
    public static let eur = Currency(unchecked: "EUR", minorUnits: 2)
    /// Japanese yen, which has no minor units.
    public static let jpy = Currency(unchecked: "JPY", minorUnits: 0)

    public var description: String { code }

    /// The minor units ISO 4217 gives `code` (upper case), nil for a code it does not list.
    static func minorUnits(ofCode code: String) -> Int? {
        guard code.count == 3 else { return nil }
        if ISO4217.noMinorUnits.contains(code) { return 0 }
        if ISO4217.threeMinorUnits.contains(code) { return 3 }
        if ISO4217.fourMinorUnits.contains(code) { return 4 }
        return ISO4217.twoMinorUnits.contains(code) ? 2 : nil
    }
}
