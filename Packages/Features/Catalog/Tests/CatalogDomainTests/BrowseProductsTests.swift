import CatalogDomain
import CatalogTesting
import DomainCore
import Testing

@Suite("BrowseProducts")
struct BrowseProductsTests {
    @Test("returns the requested page of all products")
    func returnsRequestedPage() async throws {
        let repository = FakeProductRepository(products: ProductFixtures.numbered(25))
        let browse = BrowseProducts(repository: repository)

        let page = try await browse(page: PageRequest(page: 2))

        #expect(page.items.map(\.id) == Array(110...119))
        #expect(page.total == 25)
        #expect(page.pageCount == 3)
    }

    @Test("passes the trimmed category slug to the repository")
    func trimsCategory() async throws {
        let repository = FakeProductRepository()
        let browse = BrowseProducts(repository: repository)

        let page = try await browse(page: .first, category: "  smartphones ")

        #expect(page.items == [ProductFixtures.phone, ProductFixtures.budgetPhone])
        #expect(await repository.calls == [.products(page: .first, category: "smartphones")])
    }

    @Test("refuses a blank category without asking the repository")
    func refusesBlankCategory() async {
        let repository = FakeProductRepository()
        let browse = BrowseProducts(repository: repository)

        await #expect(throws: DomainError.validation(field: "category", rule: .empty)) {
            try await browse(page: .first, category: "   ")
        }
        #expect(await repository.calls.isEmpty)
    }

    @Test("passes the repository's failure through unchanged")
    func passesFailureThrough() async {
        let failure = DomainError.unavailable(service: "products", cause: .status(code: 500, path: "/products"))
        let repository = FakeProductRepository()
        await repository.fail(.products, with: failure)
        let browse = BrowseProducts(repository: repository)

        await #expect(throws: failure) {
            try await browse(page: .first)
        }
    }
}
