import DomainCore
import Foundation

/// One coin together with what its snapshot says about it: the currency of its amounts, when it was
/// fetched and how fresh it is, so a detail screen or a dashboard tile can mark stale data too.
public struct CoinQuote: Hashable, Sendable {
    public var coin: Coin
    /// The currency of the coin's amounts.
    public var currency: Currency
    /// When the coin's snapshot was fetched.
    public var fetchedAt: Date
    /// How current the coin's snapshot is.
    public var freshness: Freshness

    /// A quote; amounts are in US dollars unless `currency` says otherwise.
    public init(coin: Coin, currency: Currency = .usd, fetchedAt: Date, freshness: Freshness) {
        self.coin = coin
        self.currency = currency
        self.fetchedAt = fetchedAt
        self.freshness = freshness
    }
}
