/// An ISO 4217 currency with the number of minor units (cents) it is rounded to.
public struct Currency: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The three-letter ISO 4217 code, upper case (`USD`).
    public let code: String
    /// Digits after the decimal point in the currency's smallest unit (2 for cents).
    public let minorUnits: Int

    /// Creates a currency; the code is upper-cased so `usd` and `USD` are the same currency.
    public init(code: String, minorUnits: Int = 2) {
        self.code = code.uppercased()
        self.minorUnits = minorUnits
    }

    /// US dollars, the currency of both bundled snapshots.
    public static let usd = Currency(code: "USD")

    public var description: String { code }
}
