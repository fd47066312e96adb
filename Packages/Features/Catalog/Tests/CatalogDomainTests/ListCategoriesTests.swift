import CatalogDomain
import CatalogTesting
import DomainCore
import Testing

@Suite("ListCategories")
struct ListCategoriesTests {
    @Test("returns the categories sorted by display name")
    func sortsByName() async throws {
        let unsorted = [
            ProductCategory(slug: "tablets", name: "Tablets"),
            ProductCategory(slug: "audio", name: "audio"),
            ProductCategory(slug: "mens-shirts", name: "Mens Shirts"),
        ]
        let list = ListCategories(repository: FakeProductRepository(categories: unsorted))

        let categories = try await list()

        #expect(categories.map(\.slug) == ["audio", "mens-shirts", "tablets"])
    }

    @Test("passes the repository's failure through unchanged")
    func passesFailureThrough() async {
        let failure = DomainError.unavailable(service: "products", cause: .timedOut(path: "/", seconds: 10))
        let repository = FakeProductRepository()
        await repository.fail(.categories, with: failure)
        let list = ListCategories(repository: repository)

        await #expect(throws: failure) {
            try await list()
        }
    }
}
