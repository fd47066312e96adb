import Foundation

/// One request relative to a client's base URL, as plain values so it can be compared in tests and logged.
public struct HTTPRequest: Sendable, Hashable {
    /// The method; only GET requests are retried.
    public var method: HTTPMethod
    /// The path relative to the base URL, such as `/products/search`.
    public var path: String
    /// Query parameters, percent-encoded and sorted by name when sent, so URLs are stable.
    public var query: [String: String]
    /// Extra request headers.
    public var headers: [String: String]
    /// The request body, if any.
    public var body: Data?

    /// A request; only `path` is required.
    public init(
        method: HTTPMethod = .get, path: String, query: [String: String] = [:], headers: [String: String] = [:],
        body: Data? = nil
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// A GET request for `path` with optional query parameters.
    public static func get(_ path: String, query: [String: String] = [:]) -> HTTPRequest {
        HTTPRequest(path: path, query: query)
    }

    /// The query string (without `?`), names sorted, everything but unreserved characters percent-encoded.
    var encodedQuery: String {
        query.sorted { $0.key < $1.key }
            .map { "\(Self.percentEncoded($0.key))=\(Self.percentEncoded($0.value))" }
            .joined(separator: "&")
    }

    /// The full URL under `baseURL`, keeping any path prefix the base URL has.
    func url(relativeTo baseURL: URL) -> URL? {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        let separator = path.hasPrefix("/") ? "" : "/"
        let queryPart = query.isEmpty ? "" : "?" + encodedQuery
        return URL(string: base + separator + path + queryPart)
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
    )

    private static func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }
}
