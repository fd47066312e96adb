import DomainCore
import Foundation

/// Looks up one coin for its detail screen, so every source receives a trimmed id and a blank one is refused
/// early.
public struct GetCoin: Sendable {
    private let repository: any CoinRepository

    /// The use case over `repository`.
    public init(repository: any CoinRepository) {
        self.repository = repository
    }

    /// Returns the coin with this id (ignoring case) and its snapshot's freshness, or throws
    /// `.notFound(entity: "coin", id:)`; a blank id is a validation error.
    public func callAsFunction(id: String) async throws(DomainError) -> CoinQuote {
        let trimmed = id.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw .validation(field: "coinID", rule: .empty)
        }
        return try await repository.coin(id: trimmed)
    }
}
