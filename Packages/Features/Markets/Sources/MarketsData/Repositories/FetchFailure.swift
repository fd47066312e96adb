import DataCore
import DomainCore

/// Why a live fetch gave nothing usable: the domain error to throw when there is no copy to fall back to,
/// and the short phrase a stale copy is marked with ("offline", "rate limited", "HTTP 500").
struct FetchFailure: Error, Hashable, Sendable {
    let error: DomainError
    let reason: String

    /// A failure of the exchange itself, worded for a status line.
    init(_ failure: HTTPClientError, service: String) {
        error = failure.domainError(service: service)
        switch failure {
        case .transport: reason = "offline"
        case .timeout: reason = "timed out"
        case .status(429, _): reason = "rate limited"
        case let .status(code, _): reason = "HTTP \(code)"
        case .tooLarge: reason = "response too large"
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
