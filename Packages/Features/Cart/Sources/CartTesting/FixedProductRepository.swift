import CatalogDomain
import DomainCore
import Foundation

/// A catalog of a fixed list of products (by default `CartFixtures.products`), through the catalog's own
/// contract. It lets the cart's example and tests run without any catalog adapter; tests that need a
/// catalog failing on demand use `CatalogTesting.FakeProductRepository` instead.
public struct FixedProductRepository: ProductRepository {
    public let allProducts: [Product]

    public init(products: [Product] = CartFixtures.products) {
        allProducts = products
    }

    public func products(page: PageRequest, category: String?) async throws(DomainError) -> Page<Product> {
        let matching = allProducts.filter { category == nil || $0.category == category }
        return Page(slicing: matching, request: page)
    }

    public func search(_ query: String, page: PageRequest) async throws(DomainError) -> Page<Product> {
        let matching = allProducts.filter { $0.title.localizedCaseInsensitiveContains(query) }
        return Page(slicing: matching, request: page)
    }

    public func product(id: Int) async throws(DomainError) -> Product {
        guard let product = allProducts.first(where: { $0.id == id }) else {
            throw .notFound(entity: "product", id: String(id))
        }
        return product
    }

    public func categories() async throws(DomainError) -> [ProductCategory] {
        var seen = Set<String>()
        return allProducts.compactMap { product in
            seen.insert(product.category).inserted
                ? ProductCategory(slug: product.category, name: product.category) : nil
        }
    }
}
