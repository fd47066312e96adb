import DomainCore
import Foundation

/// Lists the catalog page by page, optionally within one category.
public struct BrowseProducts: Sendable {
    private let repository: any ProductRepository

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    /// Returns one page of products, filtered by category slug when one is given (a blank slug is invalid).
    public func callAsFunction(page: PageRequest, category: String? = nil) async throws(DomainError) -> Page<Product> {
        guard let category else {
            return try await repository.products(page: page, category: nil)
        }
        let slug = category.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !slug.isEmpty else {
            throw .validation(field: "category", rule: .empty)
        }
        return try await repository.products(page: page, category: slug)
    }
}
