import CatalogDomain
import CatalogTesting
import DataCore
import DataTesting
import DomainCore
import Foundation
import Testing

@testable import CatalogData

/// One suite, every `ProductRepository`: the fake other features test with, the bundled snapshot, and the
/// HTTP repository against a local server that behaves like DummyJSON. They all serve `ContractCatalog`, so
/// they must all answer alike.
@Suite("ProductRepository contract")
struct ProductRepositoryContractTests {
    enum Implementation: String, CaseIterable, CustomTestStringConvertible {
        case fake, bundled, remote

        var testDescription: String { rawValue }
    }

    /// Runs `body` with a repository of that kind over `ContractCatalog`.
    private func with(
        _ implementation: Implementation,
        _ body: (any ProductRepository) async throws -> Void
    ) async throws {
        switch implementation {
        case .fake:
            let dtos = try ContractCatalog.products.map {
                try JSONDecoder().decode(ProductDTO.self, from: Foundation.Data($0.utf8))
            }
            let categories = try ContractCatalog.categories.map {
                try JSONDecoder().decode(CategoryDTO.self, from: Foundation.Data($0.utf8)).toDomain()
            }
            try await body(FakeProductRepository(products: try dtos.map { try $0.toDomain() }, categories: categories))
        case .bundled:
            try await body(try BundledProductRepository(snapshot: ContractCatalog.snapshot))
        case .remote:
            let server = try LocalHTTPServer(handler: DummyJSONEmulator.reply)
            defer { server.stop() }
            let client = URLSessionHTTPClient(
                baseURL: server.baseURL, timeout: 5, retryPolicy: .none, clock: .continuous,
                random: { 0.5 })
            try await body(RemoteProductRepository(client: client))
        }
    }

    @Test("pages split the list in order and count the whole list", arguments: Implementation.allCases)
    func paging(implementation: Implementation) async throws {
        try await with(implementation) { repository in
            let first = try await repository.products(page: PageRequest(page: 1, size: 5), category: nil)
            let last = try await repository.products(page: PageRequest(page: 3, size: 5), category: nil)

            #expect(first.items.map(\.id) == [1, 2, 3, 4, 5])
            #expect(first.total == 12)
            #expect(first.pageCount == 3)
            #expect(last.items.map(\.id) == [11, 12])
        }
    }

    @Test("a category lists only its products", arguments: Implementation.allCases)
    func category(implementation: Implementation) async throws {
        try await with(implementation) { repository in
            let page = try await repository.products(page: .first, category: "groceries")

            #expect(page.items.map(\.id) == [6, 7, 8])
            #expect(page.total == 3)
        }
    }

    @Test(
        "search matches title, description, brand, category and tags, ignoring case", arguments: Implementation.allCases
    )
    func search(implementation: Implementation) async throws {
        try await with(implementation) { repository in
            let phone = try await repository.search("phone", page: .first)
            let norvik = try await repository.search("NORVIK", page: .first)

            #expect(phone.items.map(\.id) == [1, 2, 3, 4])
            #expect(norvik.items.map(\.id) == [1, 11])
        }
    }

    @Test("a product comes back with every quirk mapped the same way", arguments: Implementation.allCases)
    func product(implementation: Implementation) async throws {
        try await with(implementation) { repository in
            let product = try await repository.product(id: 2)

            #expect(product.title == "Pebble Lite")
            #expect(product.price == Money(try #require(Decimal(string: "199.99"))))
            #expect(product.brand == nil)
            #expect(product.availability == nil)
            #expect(product.tags == ["smartphones"])
        }
    }

    @Test("an unknown id is a product that was not found", arguments: Implementation.allCases)
    func notFound(implementation: Implementation) async throws {
        try await with(implementation) { repository in
            await #expect(throws: DomainError.notFound(entity: "product", id: "404")) {
                try await repository.product(id: 404)
            }
        }
    }

    @Test("categories carry display names", arguments: Implementation.allCases)
    func categories(implementation: Implementation) async throws {
        try await with(implementation) { repository in
            let categories = try await repository.categories()

            #expect(
                Set(categories.map(\.slug)) == [
                    "smartphones", "mobile-accessories", "groceries", "furniture", "laptops",
                ])
            #expect(categories.contains(ProductCategory(slug: "mobile-accessories", name: "Mobile Accessories")))
        }
    }
}
