import DomainCore

/// Lists the categories a person can filter by.
public struct ListCategories: Sendable {
    private let repository: any ProductRepository

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    /// Returns every category sorted by display name, so the list reads the same whatever the source.
    public func callAsFunction() async throws(DomainError) -> [ProductCategory] {
        try await repository.categories().sorted {
            ($0.name.lowercased(), $0.slug) < ($1.name.lowercased(), $1.slug)
        }
    }
}
