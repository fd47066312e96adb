import CatalogData
import CatalogDomain
import DataCore
import DataTesting
import DomainCore
import Foundation
import Testing

/// The remote repository against a real local HTTP server, so URLs, status codes and bodies are the real thing.
@Suite("RemoteProductRepository")
struct RemoteProductRepositoryTests {
    private static let pageJSON = """
        {"products": [
            {"id": 11, "title": "Aurora X2 Smartphone", "price": 899, "category": "smartphones", "brand": "Norvik",
             "discountPercentage": 12.5, "rating": 4.5, "stock": 3, "tags": ["smartphones"], "sku": "X"},
            {"id": 12, "title": "Pebble Lite Phone", "price": 199.99, "category": "smartphones"}
         ], "total": 57, "skip": 10, "limit": 10}
        """

    private func repository(_ server: LocalHTTPServer) -> RemoteProductRepository {
        RemoteProductRepository(
            client: URLSessionHTTPClient(
                baseURL: server.baseURL, timeout: 5, retryPolicy: .none, clock: .continuous,
                random: { 0.5 }))
    }

    private func unavailable(_ error: any Error, causeContaining text: String) -> Bool {
        guard case let DomainError.unavailable(service, cause) = error else { return false }
        return service == "products" && String(describing: cause).contains(text)
    }

    @Test("a list page asks for /products with limit and skip and maps the envelope")
    func listPage() async throws {
        let server = try LocalHTTPServer(always: .json(Self.pageJSON))
        defer { server.stop() }

        let page = try await repository(server).products(page: PageRequest(page: 2), category: nil)

        #expect(server.requests.map(\.path) == ["/products"])
        #expect(server.requests.first?.query == ["limit": "10", "skip": "10"])
        #expect(page.items.map(\.id) == [11, 12])
        #expect(page.items.first?.price == Money(899))
        #expect(page.total == 57)
        #expect(page.pageCount == 6)
    }

    @Test("a search asks for /products/search with the query")
    func search() async throws {
        let server = try LocalHTTPServer(always: .json(Self.pageJSON))
        defer { server.stop() }

        _ = try await repository(server).search("red lamp", page: .first)

        #expect(server.requests.map(\.path) == ["/products/search"])
        #expect(server.requests.first?.query == ["q": "red lamp", "limit": "10", "skip": "0"])
    }

    @Test("a category filter asks for /products/category/SLUG")
    func category() async throws {
        let server = try LocalHTTPServer(always: .json(Self.pageJSON))
        defer { server.stop() }

        let page = try await repository(server).products(page: .first, category: "smartphones")

        #expect(server.requests.map(\.path) == ["/products/category/smartphones"])
        #expect(page.items.count == 2)
    }

    @Test("a slug with spaces or reserved characters stays one path segment")
    func slugIsPercentEncoded() async throws {
        let server = try LocalHTTPServer(always: .json(Self.pageJSON))
        defer { server.stop() }

        _ = try await repository(server).products(page: .first, category: "home decor?x=1#top")

        #expect(server.requests.map(\.path) == ["/products/category/home decor?x=1#top"])
        #expect(server.requests.first?.query == ["limit": "10", "skip": "0"])
    }

    @Test("a product's detail comes from /products/ID")
    func detail() async throws {
        let server = try LocalHTTPServer(
            always: .json(#"{"id": 7, "title": "Brass Desk Lamp", "price": 60, "category": "home-decoration"}"#)
        )
        defer { server.stop() }

        let product = try await repository(server).product(id: 7)

        #expect(server.requests.map(\.path) == ["/products/7"])
        #expect(try product == Product(id: 7, title: "Brass Desk Lamp", category: "home-decoration", price: Money(60)))
    }

    @Test("a 404 for a product is a product that was not found")
    func notFound() async throws {
        let server = try LocalHTTPServer(always: .json(#"{"message": "Product with id '999' not found"}"#, status: 404))
        defer { server.stop() }

        await #expect(throws: DomainError.notFound(entity: "product", id: "999")) {
            try await repository(server).product(id: 999)
        }
    }

    @Test("a 404 for a list is the service being unavailable, not an empty list")
    func notFoundList() async throws {
        let server = try LocalHTTPServer(always: .status(404))
        defer { server.stop() }

        await #expect {
            try await repository(server).products(page: .first, category: nil)
        } throws: { error in
            unavailable(error, causeContaining: #"status(code: 404, path: "/products")"#)
        }
    }

    @Test("a 500 is the service being unavailable")
    func serverError() async throws {
        let server = try LocalHTTPServer(always: .json(#"{"message": "boom"}"#, status: 500))
        defer { server.stop() }

        await #expect {
            try await repository(server).products(page: .first, category: nil)
        } throws: { error in
            unavailable(error, causeContaining: #"status(code: 500, path: "/products")"#)
        }
    }

    @Test("a page with one malformed product is unavailable, naming the field and the record")
    func malformedRecord() async throws {
        let body = """
            {"products": [{"id": 1, "title": "A", "price": 1}, {"id": 2, "title": "B", "price": "two"}],
             "total": 2, "skip": 0, "limit": 10}
            """
        let server = try LocalHTTPServer(always: .json(body))
        defer { server.stop() }

        await #expect {
            try await repository(server).search("a", page: .first)
        } throws: { error in
            unavailable(error, causeContaining: #"field: Optional("price"), container: Optional("products[1]")"#)
        }
    }

    @Test("an HTML page instead of JSON is the service being unavailable")
    func htmlBody() async throws {
        let server = try LocalHTTPServer(
            always: .text("<html><body>Maintenance</body></html>", contentType: "text/html")
        )
        defer { server.stop() }

        await #expect {
            try await repository(server).products(page: .first, category: nil)
        } throws: { error in
            unavailable(error, causeContaining: "text/html")
        }
    }

    @Test("a server that cannot be reached is the service being unavailable")
    func unreachable() async throws {
        let server = try LocalHTTPServer(always: .json(Self.pageJSON))
        let repository = repository(server)
        server.stop()

        await #expect {
            try await repository.categories()
        } throws: { error in
            unavailable(error, causeContaining: "127.0.0.1")
        }
    }

    @Test("categories come from /products/categories in the current format")
    func categoriesAsObjects() async throws {
        let server = try LocalHTTPServer(
            always: .json(
                #"[{"slug": "beauty", "name": "Beauty", "url": "https://dummyjson.com/products/category/beauty"}]"#)
        )
        defer { server.stop() }

        let categories = try await repository(server).categories()

        #expect(server.requests.map(\.path) == ["/products/categories"])
        #expect(categories == [ProductCategory(slug: "beauty", name: "Beauty")])
    }

    @Test("categories in the older format, a list of slugs, get display names")
    func categoriesAsStrings() async throws {
        let server = try LocalHTTPServer(always: .json(#"["home-decoration", "laptops"]"#))
        defer { server.stop() }

        let categories = try await repository(server).categories()

        #expect(
            categories == [
                ProductCategory(slug: "home-decoration", name: "Home Decoration"),
                ProductCategory(slug: "laptops", name: "Laptops"),
            ])
    }

    /// The page the server sends, with `product` as its second product.
    private func page(withSecond product: String) -> String {
        #"{"products": [{"id": 1, "title": "Lamp", "price": 60}, "# + product + #"], "total": 2}"#
    }

    @Test(
        "a valid number that does not fit is named with its field, its product's place and id",
        arguments: [
            (
                #"{"id": 1180591620717411303424, "title": "Big", "price": 1}"#,
                #"field: Optional("id"), container: Optional("products[1]"), id: Optional("1180591620717411303424"), source: Optional("/products"), problem: DomainCore.DomainError.Decoding.Problem.outOfRange("1180591620717411303424")"#
            ),
            (
                #"{"id": 7, "title": "Dear", "price": 1e300}"#,
                #"field: Optional("price"), container: Optional("products[1]"), id: Optional("7"), source: Optional("/products"), problem: DomainCore.DomainError.Decoding.Problem.outOfRange("1e+300")"#
            ),
            (
                #"{"id": 7, "title": "Half", "price": 1, "stock": 2.5}"#,
                #"field: Optional("stock"), container: Optional("products[1]"), id: Optional("7"), source: Optional("/products"), problem: DomainCore.DomainError.Decoding.Problem.notWholeNumber("2.5")"#
            ),
        ])
    func valueOutOfRange(product: String, cause: String) async throws {
        let server = try LocalHTTPServer(always: .json(page(withSecond: product)))
        defer { server.stop() }

        let error = await #expect(throws: DomainError.self) {
            try await repository(server).products(page: .first, category: nil)
        }
        #expect(error.map { unavailable($0, causeContaining: cause) } == true, "\(String(describing: error))")
    }

    @Test("a value the entity refuses names the product's place and id")
    func valueTheEntityRefuses() async throws {
        let server = try LocalHTTPServer(always: .json(page(withSecond: #"{"id": 7, "title": "Neg", "price": -1}"#)))
        defer { server.stop() }

        let error = await #expect(throws: DomainError.self) {
            try await repository(server).products(page: .first, category: nil)
        }
        guard case let .corruptData(_, .breaksRule(record, field, _), _)? = error else {
            Issue.record("expected a broken rule, got \(String(describing: error))")
            return
        }
        #expect(record == DomainError.Record("listedProduct", position: 2, id: "7"))
        #expect(field == "price")
    }
}
