import DomainCore
import Foundation
import MarketsDomain

/// One coin's 24-hour move, with what the dashboard must say about its price: the currency, when it was
/// fetched, and whether it is live, so a stale or bundled price never passes for a current one.
public struct MarketMover: Hashable, Sendable {
    /// The coin's stable key (`bitcoin`).
    public var coinID: String
    /// The ticker, upper case (`BTC`).
    public var symbol: String
    public var name: String
    /// The price of one coin, exact; nil when the source gave none.
    public var price: Decimal?
    /// The change over 24 hours, in percent (-18.75 means a fall of 18.75 %).
    public var change24h: Decimal
    /// The currency of `price`.
    public var currency: Currency
    /// When the price was fetched.
    public var fetchedAt: Date
    /// How current the price is.
    public var freshness: PriceFreshness

    public init(
        coinID: String,
        symbol: String,
        name: String,
        price: Decimal?,
        change24h: Decimal,
        currency: Currency = .usd,
        fetchedAt: Date,
        freshness: PriceFreshness
    ) {
        self.coinID = coinID
        self.symbol = symbol
        self.name = name
        self.price = price
        self.change24h = change24h
        self.currency = currency
        self.fetchedAt = fetchedAt
        self.freshness = freshness
    }

    /// The move of the quoted coin; nil when the coin has no 24-hour change (`TopMover` never returns one).
    init?(_ quote: CoinQuote) {
        guard let change = quote.coin.change24h else { return nil }
        self.init(
            coinID: quote.coin.id, symbol: quote.coin.symbol, name: quote.coin.name, price: quote.coin.price,
            change24h: change, currency: quote.currency, fetchedAt: quote.fetchedAt,
            freshness: PriceFreshness(quote.freshness))
    }
}
