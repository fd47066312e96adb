import DomainCore
import Foundation
import MarketsDomain
import PresentationCore

/// What a screen says about how current its prices are, so an old copy never passes for live data: why it is
/// stale, next to the title (`Markets (cached 12 min ago, offline)`), a sentence saying why, and the JSON
/// fields.
enum FreshnessText {
    /// Why the prices are not live (`cached 12 min ago, offline`, `bundled snapshot of 2025-06-02`); nil for
    /// live prices. The bundled snapshot is never live.
    static func staleness(_ freshness: Freshness, fetchedAt: Date) -> String? {
        switch freshness {
        case .fresh:
            return nil
        case let .stale(age, cause):
            return "cached \(ago(age, fetchedAt: fetchedAt)), \(cause.label)"
        case let .bundled(fallbackCause):
            let base = "bundled snapshot of \(DateText.day(fetchedAt))"
            return fallbackCause.map { "\(base), \($0.label)" } ?? base
        }
    }

    /// One sentence saying where older prices come from and why; nil for live prices.
    static func message(_ freshness: Freshness, fetchedAt: Date) -> Message? {
        switch freshness {
        case .fresh:
            return nil
        case let .stale(age, cause):
            return Message(
                .warning,
                "Could not get current prices (\(reason(cause))); showing the copy fetched "
                    + "\(ago(age, fetchedAt: fetchedAt)).")
        case .bundled(nil):
            return Message(
                .info,
                "These prices are a snapshot bundled with the app, not live; a markets server gives live ones (see help)."
            )
        case let .bundled(cause?):
            return Message(
                .warning,
                "Could not get current prices (\(reason(cause))) and no earlier copy was saved; "
                    + "showing the snapshot bundled with the app.")
        }
    }

    /// The outage's few words; for an answer that could not be used, also what was wrong with it, so the record
    /// and field at fault are named.
    private static func reason(_ cause: DomainError.Outage) -> String {
        if case .unusableResponse = cause { "\(cause.label): \(cause.phrase)" } else { cause.label }
    }

    /// `"live"`, `"cached"` or `"bundled"`, for the JSON `source` field.
    static func source(_ freshness: Freshness) -> String {
        switch freshness {
        case .fresh: return "live"
        case .stale: return "cached"
        case .bundled: return "bundled"
        }
    }

    /// Why the live source failed, for the JSON `refreshError` field; nil when it did not, or was not asked.
    static func refreshError(_ freshness: Freshness) -> String? {
        switch freshness {
        case .fresh, .bundled(nil): return nil
        case let .stale(_, cause): return cause.label
        case let .bundled(cause?): return cause.label
        }
    }

    /// `"12 min ago"`, `"just now"`.
    private static func ago(_ age: TimeInterval, fetchedAt: Date) -> String {
        RelativeTimeFormat.string(from: fetchedAt, to: fetchedAt.addingTimeInterval(age))
    }
}
