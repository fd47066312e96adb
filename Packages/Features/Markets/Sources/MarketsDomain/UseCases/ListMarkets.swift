import DomainCore

/// Lists the top coins in the order a person chose, using a cached copy while it is fresh.
public struct ListMarkets: Sendable {
    private let repository: any CoinRepository

    /// The use case over `repository`.
    public init(repository: any CoinRepository) {
        self.repository = repository
    }

    /// Returns the current snapshot with its coins in `sort` order (coins missing the value last).
    public func callAsFunction(sort: MarketSort = .rank) async throws(DomainError) -> MarketSnapshot {
        var snapshot = try await repository.snapshot(forceRefresh: false)
        snapshot.coins = sort.sorted(snapshot.coins)
        return snapshot
    }
}
