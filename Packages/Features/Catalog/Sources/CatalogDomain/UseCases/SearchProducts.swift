import DomainCore
import Foundation

/// Finds products by text, so that every source receives a clean query and an empty one is refused early.
public struct SearchProducts: Sendable {
    private let repository: any ProductRepository

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    /// Returns one page of the products matching the trimmed query; an empty query is a validation error.
    public func callAsFunction(_ query: String, page: PageRequest) async throws(DomainError) -> Page<Product> {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw .validation(field: "query", rule: .empty)
        }
        return try await repository.search(trimmed, page: page)
    }
}
