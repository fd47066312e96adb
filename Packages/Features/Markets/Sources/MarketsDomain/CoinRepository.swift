import DomainCore

/// Where market data comes from. Implementations map their source's format to `Coin` and their failures to
/// `DomainError`, and mark every snapshot with its `Freshness`; callers never see a DTO, a status code or a
/// file path.
public protocol CoinRepository: Sendable {
    /// The top coins. With `forceRefresh` a cached copy is not used even while fresh. When the live source
    /// fails, an implementation may return an older copy marked stale instead of throwing.
    func snapshot(forceRefresh: Bool) async throws(DomainError) -> MarketSnapshot
    /// The coin with this id (ignoring case) from the current snapshot; throws
    /// `.notFound(entity: "coin", id:)` when there is none.
    func coin(id: String) async throws(DomainError) -> CoinQuote
}
