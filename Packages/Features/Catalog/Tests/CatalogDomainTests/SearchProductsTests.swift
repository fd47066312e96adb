import CatalogDomain
import CatalogTesting
import DomainCore
import Testing

@Suite("SearchProducts")
struct SearchProductsTests {
    @Test("sends the trimmed query to the repository")
    func trimsQuery() async throws {
        let repository = FakeProductRepository()
        let search = SearchProducts(repository: repository)

        let page = try await search("  phone \n", page: .first)

        #expect(page.items == [ProductFixtures.phone, ProductFixtures.budgetPhone])
        #expect(await repository.calls == [.search(query: "phone", page: .first)])
    }

    @Test("refuses an empty query without asking the repository", arguments: ["", "   ", "\n\t"])
    func refusesEmptyQuery(query: String) async {
        let repository = FakeProductRepository()
        let search = SearchProducts(repository: repository)

        await #expect(throws: DomainError.validation(field: "query", rule: .empty)) {
            try await search(query, page: .first)
        }
        #expect(await repository.calls.isEmpty)
    }

    @Test("returns an empty page when nothing matches")
    func returnsEmptyPage() async throws {
        let search = SearchProducts(repository: FakeProductRepository())

        let page = try await search("submarine", page: .first)

        #expect(page.items.isEmpty)
        #expect(page.total == 0)
    }
}
