import Domain
import Foundation

/// One coin together with what its snapshot says about it: the currency of its amounts, when it was
/// fetched and how fresh it is, so a detail screen or a dashboard tile can mark stale data too.
public struct CoinQuote: Hashable, Sendable {
    public var coin: Coin
    public var currency: Currency
    public var fetchedAt: Date
    public var freshness: Freshness

    public init(coin: Coin, currency: Currency = .usd, fetchedAt: Date, freshness: Freshness) {
        self.coin = coin
        self.currency = currency
        self.fetchedAt = fetchedAt
        self.freshness = freshness
    }
}
