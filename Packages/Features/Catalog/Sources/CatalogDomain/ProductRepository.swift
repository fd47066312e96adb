import DomainCore

/// Where products come from. Implementations map their source's format to `Product` and their failures to
/// `DomainError`; callers never see a DTO, an HTTP status or a file path.
public protocol ProductRepository: Sendable {
    /// One page of products, all of them or only those whose category slug is `category`.
    func products(page: PageRequest, category: String?) async throws(DomainError) -> Page<Product>
    /// One page of the products whose text matches `query` (already trimmed and non-empty).
    func search(_ query: String, page: PageRequest) async throws(DomainError) -> Page<Product>
    /// The product with this id; throws `.notFound(entity: "product", id:)` when there is none.
    func product(id: Int) async throws(DomainError) -> Product
    /// Every category that has products.
    func categories() async throws(DomainError) -> [ProductCategory]
}
