import DomainCore
import MarketsDomain

/// Stands in for a markets source that could not be opened (a damaged bundled snapshot): every call fails
/// with the error that stopped it, so the markets commands report it with the right exit code while
/// `--help` and the rest of the app still work.
struct UnavailableCoinRepository: CoinRepository {
    let error: DomainError

    func snapshot(forceRefresh: Bool) async throws(DomainError) -> MarketSnapshot { throw error }

    func coin(id: String) async throws(DomainError) -> CoinQuote { throw error }
}
