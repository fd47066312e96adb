import DomainCore

/// Why an HTTP exchange produced no usable response, as values a caller can match on (the presentation
/// layer words them, through the `DomainError.Outage` each one becomes).
public enum HTTPClientError: Error, Hashable, Sendable {
    /// The exchange failed below HTTP, for `cause`: no connection, host not found, refused, dropped, TLS, a
    /// bad URL, a redirect the client does not follow.
    case transport(path: String, cause: DomainError.TransportCause)
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

    /// The domain's name for this failure; nil for a cancelled request, which is no failure of the service.
    public var outage: DomainError.Outage? {
        switch self {
        case let .transport(_, cause): return .transport(cause)
        case .cancelled: return nil
        case let .timeout(path, seconds): return .timedOut(path: path, seconds: seconds)
        case let .status(code, path): return .status(code: code, path: path)
        case let .tooLarge(path, limit): return .tooLarge(path: path, limit: limit)
        }
    }

    /// `.unavailable(service:cause:)` with this failure as the cause; `.cancelled` for a cancelled request.
    public func domainError(service: String) -> DomainError {
        outage.map { .unavailable(service: service, cause: $0) } ?? .cancelled
    }
}
