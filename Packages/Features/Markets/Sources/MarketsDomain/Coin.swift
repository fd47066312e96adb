import Foundation

/// One coin's market data, as every feature sees it.
///
/// Sources leave any number out for new or thinly traded coins, so every number is optional and a screen
/// shows a dash instead of inventing a zero. Amounts are exact `Decimal`s in the snapshot's currency, never
/// `Double`: a price of `0.00000123` keeps every digit.
public struct Coin: Hashable, Sendable, Identifiable {
    /// The source's stable key, lower case with dashes (`bitcoin`, `wrapped-ether`).
    public let id: String
    /// The ticker, always upper case (`BTC`), whatever case the source wrote.
    public let symbol: String
    /// The display name (`Bitcoin`).
    public var name: String
    /// The current price of one coin.
    public var price: Decimal?
    /// The price change over 24 hours, in percent (3.45 means +3.45 %).
    public var change24h: Decimal?
    /// The position by market capitalisation, from 1.
    public var rank: Int?
    /// The price times the circulating supply.
    public var marketCap: Decimal?
    /// The highest price of the last 24 hours.
    public var high24h: Decimal?
    /// The lowest price of the last 24 hours.
    public var low24h: Decimal?
    /// The amount traded over 24 hours, in the snapshot's currency.
    public var volume24h: Decimal?
    /// Coins in circulation.
    public var circulatingSupply: Decimal?
    /// Coins that exist, circulating or not.
    public var totalSupply: Decimal?
    /// The most coins there can ever be; nil when the source gives no cap.
    public var maxSupply: Decimal?
    /// The highest price ever recorded.
    public var allTimeHigh: Decimal?
    /// When the source last updated this coin's numbers.
    public var lastUpdated: Date?

    /// A coin; `symbol` is upper-cased here, and every number not given is missing.
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
    ) {
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
