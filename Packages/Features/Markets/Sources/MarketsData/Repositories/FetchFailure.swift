import DataCore
import DomainCore

/// Why a live fetch gave nothing usable: the domain error to throw when there is no copy to fall back to,
/// and the outage a stale copy is marked with (the presentation layer words it: "offline", "HTTP 500").
struct FetchFailure: Error, Hashable, Sendable {
    let error: DomainError
    /// Nil when the caller's task was cancelled: no copy is shown and nothing is called offline, since nobody
    /// waits.
    let outage: DomainError.Outage?

    /// A failure of the exchange itself.
    init(_ failure: HTTPClientError, service: String) {
        error = failure.domainError(service: service)
        outage = failure.outage
    }

    /// A final response with a status other than 2xx.
    init(status: Int, path: String, service: String) {
        let outage = DomainError.Outage.status(code: status, path: path)
        error = .unavailable(service: service, cause: outage)
        self.outage = outage
    }

    /// A body from `path` that could not be decoded, or that holds a record the entities refuse.
    init(unusableBody error: DomainError, path: String) {
        self.error = error
        switch error {
        case let .unavailable(_, cause): outage = cause
        case let .corruptData(_, flaw, _): outage = .unusableResponse(path: path, flaw: flaw)
        default: outage = .unusableResponse(path: path, flaw: .undecodable(detail: "\(error)"))
        }
    }
}
