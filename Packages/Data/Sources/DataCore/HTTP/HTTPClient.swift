/// Sends one request. Returns a response for ANY final HTTP status (callers decide what 404 means);
/// throws `HTTPClientError` only for transport failures, timeouts, oversized bodies, and for 5xx/429/503
/// that are still failing after retries (as `.status`).
public protocol HTTPClient: Sendable {
    /// Sends `request` and returns the final response, after any retries the client's policy allows.
    func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse
}
