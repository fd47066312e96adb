import DomainCore

/// Why an HTTP exchange produced no usable response, named so it can become a sentence for a person.
public enum HTTPClientError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The exchange failed below HTTP, for `cause`: no connection, host not found, refused, dropped, TLS, a
    /// bad URL, a redirect the client does not follow.
    case transport(path: String, cause: TransportCause)
    /// The caller's task was cancelled before a response arrived; nobody is waiting for it. Callers treat it
    /// as cancellation, never as a failure of the server (Markets does not call it "offline").
    case cancelled(path: String)
    /// No complete response arrived within the client's overall deadline of `seconds`.
    case timeout(path: String, seconds: Double)
    /// The server kept answering with this failing status (5xx, 429) until retries ran out.
    case status(code: Int, path: String)
    /// The body was larger than the client accepts.
    case tooLarge(path: String, limit: Int)

    /// The request path the error is about.
    public var path: String {
        switch self {
        case let .transport(path, _), let .timeout(path, _), let .status(_, path), let .tooLarge(path, _),
            let .cancelled(path):
            return path
        }
    }

    /// A phrase naming what went wrong, such as "HTTP 500 from /products".
    public var description: String {
        switch self {
        case let .transport(_, cause):
            return cause.description
        case let .cancelled(path):
            return "the request for \(path) was cancelled"
        case let .timeout(path, seconds):
            return "timed out after \(Self.format(seconds)) s waiting for \(path)"
        case let .status(code, path):
            return "HTTP \(code) from \(path)"
        case let .tooLarge(path, limit):
            return "the response from \(path) is larger than the \(limit)-byte limit"
        }
    }

    /// `.unavailable(service:cause:)` with this error's description as the cause; `.cancelled` for a
    /// cancelled request, which is no failure of the service.
    public func domainError(service: String) -> DomainError {
        guard case .cancelled = self else { return .unavailable(service: service, cause: description) }
        return .cancelled
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e9 ? String(Int(seconds)) : String(seconds)
    }
}
