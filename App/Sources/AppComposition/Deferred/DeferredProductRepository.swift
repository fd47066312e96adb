import CatalogDomain
import DomainCore

/// A product repository made on first use (see `OnFirstUse`): the catalog's bundled snapshot is decoded by the
/// first command that reads products, never by one that does not.
struct DeferredProductRepository: ProductRepository {
    private let repository: OnFirstUse<any ProductRepository>

    @MainActor
    init(_ make: @escaping () -> any ProductRepository) {
        repository = OnFirstUse(make)
    }

    func products(page: PageRequest, category: String?) async throws(DomainError) -> Page<Product> {
        try await repository.value.products(page: page, category: category)
    }

    func search(_ query: String, page: PageRequest) async throws(DomainError) -> Page<Product> {
        try await repository.value.search(query, page: page)
    }

    func product(id: Int) async throws(DomainError) -> Product {
        try await repository.value.product(id: id)
    }

    func categories() async throws(DomainError) -> [ProductCategory] {
        try await repository.value.categories()
    }
}
