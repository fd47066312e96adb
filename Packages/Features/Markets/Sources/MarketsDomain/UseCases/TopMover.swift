import DomainCore
import Foundation

/// Finds the coin that moved most over 24 hours, up or down, for a dashboard tile.
public struct TopMover: Sendable {
    private let repository: any CoinRepository

    /// The use case over `repository`.
    public init(repository: any CoinRepository) {
        self.repository = repository
    }

    /// Returns the coin with the largest absolute 24-hour change (a fall of 12 % beats a gain of 8 %), with
    /// its snapshot's freshness; ties go to the better rank. Nil when no coin has a 24-hour change.
    public func callAsFunction() async throws(DomainError) -> CoinQuote? {
        let snapshot = try await repository.snapshot(forceRefresh: false)
        let ranked = MarketSort.rank.sorted(snapshot.coins)
        var best: (coin: Coin, size: Decimal)?
        for coin in ranked {
            guard let change = coin.change24h else { continue }
            let size = change < 0 ? -change : change
            if best.map({ size > $0.size }) ?? true {
                best = (coin, size)
            }
        }
        guard let coin = best?.coin else { return nil }
        return CoinQuote(
            coin: coin, currency: snapshot.currency, fetchedAt: snapshot.fetchedAt, freshness: snapshot.freshness)
    }
}
