import CatalogDomain
import CatalogTesting
import DomainCore
import Testing

@Suite("GetProductDetail")
struct GetProductDetailTests {
    @Test("returns the product with the id")
    func returnsProduct() async throws {
        let detail = GetProductDetail(repository: FakeProductRepository())

        let product = try await detail(id: ProductFixtures.lamp.id)

        #expect(product == ProductFixtures.lamp)
    }

    @Test("an unknown id is a product that was not found")
    func unknownIDIsNotFound() async {
        let detail = GetProductDetail(repository: FakeProductRepository())

        await #expect(throws: DomainError.notFound(entity: "product", id: "999")) {
            try await detail(id: 999)
        }
    }
}
