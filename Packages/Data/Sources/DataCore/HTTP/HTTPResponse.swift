import Foundation

/// A final HTTP response, whatever its status: callers decide what a 404 means for them.
public struct HTTPResponse: Sendable, Hashable {
    /// The HTTP status code.
    public let status: Int
    /// The response headers, names lower-cased.
    public let headers: [String: String]
    /// The response body.
    public let body: Data
    /// The path of the request this answers, so error messages can name it.
    public let path: String

    /// A response; header names are lower-cased here so lookups need not care.
    public init(status: Int, headers: [String: String] = [:], body: Data, path: String) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
        self.path = path
    }

    /// The value of header `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// True for 2xx statuses.
    public var isSuccess: Bool { (200..<300).contains(status) }
}
