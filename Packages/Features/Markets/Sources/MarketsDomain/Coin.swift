import DomainCore
import Foundation

/// One coin's market data, as every feature sees it.
///
/// Sources leave any number out for new or thinly traded coins, so every number is optional and a screen
/// shows a dash instead of inventing a zero. Amounts are exact `Decimal`s in the snapshot's currency, never
/// `Double`: a price of `0.00000123` keeps every digit.
///
/// What every screen relies on holds whichever source made the coin: the id, symbol and name are not blank,
/// the rank is 1 or more, no price, amount or supply is negative, and the day's low is not above its high.
/// (Only `change24h` may be negative.)
public struct Coin: Hashable, Sendable, Identifiable {
    /// The source's stable key, lower case with dashes (`bitcoin`, `wrapped-ether`).
    public let id: String
    /// The ticker, always upper case (`BTC`), whatever case the source wrote.
    public let symbol: String
    /// The display name (`Bitcoin`).
    public let name: String
    /// The current price of one coin.
    public let price: Decimal?
    /// The price change over 24 hours, in percent (3.45 means +3.45 %).
    public let change24h: Decimal?
    /// The position by market capitalisation, from 1.
    public let rank: Int?
    /// The price times the circulating supply.
    public let marketCap: Decimal?
    /// The highest price of the last 24 hours.
    public let high24h: Decimal?
    /// The lowest price of the last 24 hours.
    public let low24h: Decimal?
    /// The amount traded over 24 hours, in the snapshot's currency.
    public let volume24h: Decimal?
    /// Coins in circulation.
    public let circulatingSupply: Decimal?
    /// Coins that exist, circulating or not.
    public let totalSupply: Decimal?
    /// The most coins there can ever be; nil when the source gives no cap.
    public let maxSupply: Decimal?
    /// The highest price ever recorded.
    public let allTimeHigh: Decimal?
    /// When the source last updated this coin's numbers.
    public let lastUpdated: Date?

    /// A coin; `symbol` is upper-cased here, and every number not given is missing. A value outside the rules
    /// above is a validation error naming the field.
    public init(
        id: String,
        symbol: String,
        name: String,
        price: Decimal? = nil,
        change24h: Decimal? = nil,
        rank: Int? = nil,
        marketCap: Decimal? = nil,
        high24h: Decimal? = nil,
        low24h: Decimal? = nil,
        volume24h: Decimal? = nil,
        circulatingSupply: Decimal? = nil,
        totalSupply: Decimal? = nil,
        maxSupply: Decimal? = nil,
        allTimeHigh: Decimal? = nil,
        lastUpdated: Date? = nil
    ) throws(DomainError) {
        for (field, text) in [("id", id), ("symbol", symbol), ("name", name)] where text.allSatisfy(\.isWhitespace) {
            throw .validation(field: field, rule: .empty)
        }
        if let rank, rank < 1 {
            throw .validation(field: "rank", rule: .outOfRange(Decimal(rank), minimum: 1, maximum: nil))
        }
        let amounts: [(String, Decimal?)] = [
            ("price", price), ("marketCap", marketCap), ("high24h", high24h), ("low24h", low24h),
            ("volume24h", volume24h), ("circulatingSupply", circulatingSupply), ("totalSupply", totalSupply),
            ("maxSupply", maxSupply), ("allTimeHigh", allTimeHigh),
        ]
        for (field, amount) in amounts {
            if let amount, amount < 0 {
                throw .validation(field: field, rule: .outOfRange(amount, minimum: 0, maximum: nil))
            }
        }
        if let low24h, let high24h, low24h > high24h {
            throw .validation(field: "low24h", rule: .outOfRange(low24h, minimum: nil, maximum: high24h))
        }
        self.id = id
        self.symbol = symbol.uppercased()
        self.name = name
        self.price = price
        self.change24h = change24h
        self.rank = rank
        self.marketCap = marketCap
        self.high24h = high24h
        self.low24h = low24h
        self.volume24h = volume24h
        self.circulatingSupply = circulatingSupply
        self.totalSupply = totalSupply
        self.maxSupply = maxSupply
        self.allTimeHigh = allTimeHigh
        self.lastUpdated = lastUpdated
    }
}
