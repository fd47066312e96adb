import DomainCore

/// Fetches the top coins again, bypassing the cache, for a person who wants the latest prices now.
public struct RefreshMarkets: Sendable {
    private let repository: any CoinRepository

    /// The use case over `repository`.
    public init(repository: any CoinRepository) {
        self.repository = repository
    }

    /// Returns a newly fetched snapshot (or, when the source fails, the copy the repository falls back to,
    /// marked stale) with its coins in `sort` order.
    public func callAsFunction(sort: MarketSort = .rank) async throws(DomainError) -> MarketSnapshot {
        var snapshot = try await repository.snapshot(forceRefresh: true)
        snapshot.coins = sort.sorted(snapshot.coins)
        return snapshot
    }
}
