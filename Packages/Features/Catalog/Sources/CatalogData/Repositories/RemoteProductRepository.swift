import CatalogDomain
import DataCore
import DomainCore
import Foundation

/// Products from a server speaking the DummyJSON format. DTOs are mapped to entities here, and every
/// failure leaves as a `DomainError`: a 404 for one product is `.notFound`; a record that decodes but that an
/// entity refuses (a negative price, a repeated id) is `.corruptData` naming the record; anything else that
/// cannot be used (transport failure, an error status, a body or a record that does not decode) is
/// `.unavailable` with a cause naming what happened.
public struct RemoteProductRepository: ProductRepository {
    /// How failures name this service.
    static let service = "products"

    private let client: any HTTPClient

    /// A repository over `client`, whose base URL is the server's root (`https://dummyjson.com`).
    public init(client: any HTTPClient) {
        self.client = client
    }

    public func products(page: PageRequest, category: String?) async throws(DomainError) -> Page<Product> {
        let path = category.map { "/products/category/\(Self.pathSegment($0))" } ?? "/products"
        let response = try await fetch(.get(path, query: Self.paging(page)))
        return try JSONBody.decode(ProductsPageDTO.self, from: response, service: Self.service) {
            dto throws(RuleViolation) in try dto.toDomain(request: page)
        }
    }

    public func search(_ query: String, page: PageRequest) async throws(DomainError) -> Page<Product> {
        var parameters = Self.paging(page)
        parameters["q"] = query
        let response = try await fetch(.get("/products/search", query: parameters))
        return try JSONBody.decode(ProductsPageDTO.self, from: response, service: Self.service) {
            dto throws(RuleViolation) in try dto.toDomain(request: page)
        }
    }

    public func product(id: Int) async throws(DomainError) -> Product {
        let response = try await fetch(.get("/products/\(id)"), notFound: .notFound(entity: "product", id: String(id)))
        return try JSONBody.decode(ProductDTO.self, from: response, service: Self.service) {
            dto throws(RuleViolation) in try dto.toDomain()
        }
    }

    public func categories() async throws(DomainError) -> [ProductCategory] {
        let response = try await fetch(.get("/products/categories"))
        return try JSONBody.decode([CategoryDTO].self, from: response, service: Self.service) {
            dtos throws(RuleViolation) in try CategoryDTO.toDomain(dtos)
        }
    }

    /// Sends the request and returns a 2xx response; a 404 throws `notFound` when given, any other
    /// status is the service being unavailable.
    private func fetch(_ request: HTTPRequest, notFound: DomainError? = nil) async throws(DomainError) -> HTTPResponse {
        let response: HTTPResponse
        do {
            response = try await client.send(request)
        } catch {
            throw error.domainError(service: Self.service)
        }
        if response.status == 404, let notFound {
            throw notFound
        }
        guard response.isSuccess else {
            throw .unavailable(service: Self.service, cause: .status(code: response.status, path: response.path))
        }
        return response
    }

    /// `limit` and `skip`, as the service pages.
    private static func paging(_ page: PageRequest) -> [String: String] {
        ["limit": String(page.size), "skip": String(page.offset)]
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
    )

    /// A slug made safe for one path segment: anything but unreserved characters is percent-encoded, so a
    /// slug can never add segments or a query.
    static func pathSegment(_ slug: String) -> String {
        slug.addingPercentEncoding(withAllowedCharacters: unreserved) ?? slug
    }
}
