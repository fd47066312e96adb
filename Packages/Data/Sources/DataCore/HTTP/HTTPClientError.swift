import DomainCore

/// Why an HTTP exchange produced no usable response, named so it can become a sentence for a person.
public enum HTTPClientError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The exchange failed below HTTP: connection refused, host not found, connection reset or dropped.
    /// `reason` is a readable phrase such as "could not connect to 127.0.0.1:8080 (connection refused)".
    case transport(path: String, reason: String)
    /// No complete response arrived within the client's overall deadline of `seconds`.
    case timeout(path: String, seconds: Double)
    /// The server kept answering with this failing status (5xx, 429) until retries ran out.
    case status(code: Int, path: String)
    /// The body was larger than the client accepts.
    case tooLarge(path: String, limit: Int)

    /// The request path the error is about.
    public var path: String {
        switch self {
        case let .transport(path, _), let .timeout(path, _), let .status(_, path), let .tooLarge(path, _):
            return path
        }
    }

    /// A phrase naming what went wrong, such as "HTTP 500 from /products".
    public var description: String {
        switch self {
        case let .transport(_, reason):
            return reason
        case let .timeout(path, seconds):
            return "timed out after \(Self.format(seconds)) s waiting for \(path)"
        case let .status(code, path):
            return "HTTP \(code) from \(path)"
        case let .tooLarge(path, limit):
            return "the response from \(path) is larger than the \(limit)-byte limit"
        }
    }

    /// `.unavailable(service:cause:)` with this error's description as the cause.
    public func domainError(service: String) -> DomainError {
        .unavailable(service: service, cause: description)
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e9 ? String(Int(seconds)) : String(seconds)
    }
}
