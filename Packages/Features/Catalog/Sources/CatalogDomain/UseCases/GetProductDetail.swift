import DomainCore

/// Looks up one product for its detail screen.
public struct GetProductDetail: Sendable {
    private let repository: any ProductRepository

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    /// Returns the product with this id, or throws `.notFound(entity: "product", id:)`.
    public func callAsFunction(id: Int) async throws(DomainError) -> Product {
        try await repository.product(id: id)
    }
}
