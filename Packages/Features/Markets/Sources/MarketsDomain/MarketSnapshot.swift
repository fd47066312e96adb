import DomainCore
import Foundation

/// The coins of one fetch, with what a screen must say about them: the currency of every amount, when they
/// were fetched, and whether they are live.
public struct MarketSnapshot: Hashable, Sendable {
    /// The coins, each id once (ignoring case), in the source's order until a use case sorts them (only this
    /// module's use cases reorder them).
    public internal(set) var coins: [Coin]
    /// The currency of every price and amount in `coins`.
    public var currency: Currency
    /// When the source produced these numbers (for a bundled snapshot, its newest coin update).
    public var fetchedAt: Date
    /// Whether these are live prices, an older copy, or the bundled snapshot.
    public var freshness: Freshness

    /// A snapshot; amounts are in US dollars unless `currency` says otherwise. Two coins with one id (ignoring
    /// case) are a validation error, since a quote could name only one of them.
    public init(coins: [Coin], currency: Currency = .usd, fetchedAt: Date, freshness: Freshness) throws(DomainError) {
        try coins.requireUniqueKeys({ $0.id.lowercased() }, field: "id", of: "coin", shown: \.id)
        self.coins = coins
        self.currency = currency
        self.fetchedAt = fetchedAt
        self.freshness = freshness
    }

    /// The coin whose id is `id` (ignoring case, as ids are lower case by convention), with this snapshot's
    /// currency and freshness; nil when the snapshot has no such coin.
    public func quote(forCoinID id: String) -> CoinQuote? {
        let key = id.lowercased()
        guard let coin = coins.first(where: { $0.id.lowercased() == key }) else { return nil }
        return CoinQuote(coin: coin, currency: currency, fetchedAt: fetchedAt, freshness: freshness)
    }
}
