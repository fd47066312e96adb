import DataCore
import DomainCore

/// Why a live fetch gave nothing usable: the domain error to throw when there is no copy to fall back to,
/// and the short phrase a stale copy is marked with ("offline", "host not found", "rate limited", "HTTP 500").
struct FetchFailure: Error, Hashable, Sendable {
    let error: DomainError
    let reason: String
    /// The caller's task was cancelled: no copy is shown and nothing is called offline, since nobody waits.
    var isCancellation = false

    /// A failure of the exchange itself, worded for a status line by its cause.
    init(_ failure: HTTPClientError, service: String) {
        error = failure.domainError(service: service)
        switch failure {
        case let .transport(_, cause): reason = Self.reason(for: cause)
        case .cancelled:
            reason = "cancelled"
            isCancellation = true
        case .timeout: reason = "timed out"
        case .status(429, _): reason = "rate limited"
        case let .status(code, _): reason = "HTTP \(code)"
        case .tooLarge: reason = "response too large"
        }
    }

    /// The few words a status line gives a transport failure: only a machine without a network is offline.
    private static func reason(for cause: TransportCause) -> String {
        switch cause {
        case .noConnection: "offline"
        case .hostNotFound: "host not found"
        case .refused: "connection refused"
        case .connectionLost: "connection lost"
        case .badReply: "no valid reply"
        case .tls: "secure connection failed"
        case .badURL: "bad URL"
        case .redirectRefused: "redirect refused"
        case .other: "server unreachable"
        }
    }

    /// A final response with a status other than 2xx.
    init(status: Int, path: String, service: String) {
        error = .unavailable(service: service, cause: "HTTP \(status) from \(path)")
        reason = status == 429 ? "rate limited" : "HTTP \(status)"
    }

    /// A body that could not be decoded (`error` names the field and record).
    init(unusableBody error: DomainError) {
        self.error = error
        reason = "unusable response"
    }
}
