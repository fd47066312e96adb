import CatalogDomain
import DomainCore

/// Stands in for a product source that could not be opened (a damaged bundled snapshot): every call fails
/// with the error that stopped it, so the commands that need products report it with the right exit code
/// while `--help` and the rest of the app still work.
struct UnavailableProductRepository: ProductRepository {
    let error: DomainError

    func products(page: PageRequest, category: String?) async throws(DomainError) -> Page<Product> { throw error }

    func search(_ query: String, page: PageRequest) async throws(DomainError) -> Page<Product> { throw error }

    func product(id: Int) async throws(DomainError) -> Product { throw error }

    func categories() async throws(DomainError) -> [ProductCategory] { throw error }
}
