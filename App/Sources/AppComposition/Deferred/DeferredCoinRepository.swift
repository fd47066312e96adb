import DomainCore
import MarketsDomain

/// A coin repository made on first use (see `OnFirstUse`): the bundled market snapshot is decoded by the first
/// command that reads coins, never by one that does not.
struct DeferredCoinRepository: CoinRepository {
    private let repository: OnFirstUse<any CoinRepository>

    @MainActor
    init(_ make: @escaping () -> any CoinRepository) {
        repository = OnFirstUse(make)
    }

    func snapshot(forceRefresh: Bool) async throws(DomainError) -> MarketSnapshot {
        try await repository.value.snapshot(forceRefresh: forceRefresh)
    }

    func coin(id: String) async throws(DomainError) -> CoinQuote {
        try await repository.value.coin(id: id)
    }
}
