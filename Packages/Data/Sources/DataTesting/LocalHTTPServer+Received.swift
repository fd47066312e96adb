import Foundation

extension LocalHTTPServer {
    /// One request as the server received it, for assertions about what a client sent.
    public struct Received: Sendable, Hashable {
        /// The method, such as `GET`.
        public var method: String
        /// The percent-decoded path without the query, such as `/products/search`.
        public var path: String
        /// The percent-decoded query parameters.
        public var query: [String: String]
        /// The headers, names lower-cased.
        public var headers: [String: String]
        /// The request body (empty when none was sent).
        public var body: Data

        /// A received request; tests rarely need to build one.
        public init(
            method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
            body: Data = Data()
        ) {
            self.method = method
            self.path = path
            self.query = query
            self.headers = headers
            self.body = body
        }
    }
}
