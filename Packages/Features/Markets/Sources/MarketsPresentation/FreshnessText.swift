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
    static func staleness(_ freshness: Freshness, fetchedAt: Date, _ words: Words) -> String? {
        let language = words.language
        switch freshness {
        case .fresh:
            return nil
        case let .stale(age, cause):
            return words("markets.stale.cached", ago(age, fetchedAt: fetchedAt, language), cause.label(in: language))
        case .bundled(nil):
            return words("markets.stale.bundled", DateText.day(fetchedAt, in: language))
        case let .bundled(cause?):
            return words(
                "markets.stale.bundledBecause", DateText.day(fetchedAt, in: language), cause.label(in: language))
        }
    }

    /// One sentence saying where older prices come from and why; nil for live prices.
    static func message(_ freshness: Freshness, fetchedAt: Date, _ words: Words) -> Message? {
        switch freshness {
        case .fresh:
            return nil
        case let .stale(age, cause):
            let ago = ago(age, fetchedAt: fetchedAt, words.language)
            return Message(.warning, words("markets.notice.cached", reason(cause, words), ago))
        case .bundled(nil):
            return Message(.info, words("markets.notice.bundled"))
        case let .bundled(cause?):
            return Message(.warning, words("markets.notice.bundledBecause", reason(cause, words)))
        }
    }

    /// The outage's few words; for an answer that could not be used, also what was wrong with it, so the record
    /// and field at fault are named.
    private static func reason(_ cause: DomainError.Outage, _ words: Words) -> String {
        let label = cause.label(in: words.language)
        guard case .unusableResponse = cause else { return label }
        return words("markets.reason", label, cause.phrase(naming: words))
    }

    /// `"live"`, `"cached"` or `"bundled"`, for the JSON `source` field.
    static func source(_ freshness: Freshness) -> String {
        switch freshness {
        case .fresh: return "live"
        case .stale: return "cached"
        case .bundled: return "bundled"
        }
    }

    /// Why the live source failed, for the JSON `refreshError` field: a fixed value, the same in every language
    /// (the English label's words, as docs/CLI.md gives them); nil when it did not fail, or was not asked.
    static func refreshError(_ freshness: Freshness) -> String? {
        switch freshness {
        case .fresh, .bundled(nil): return nil
        case let .stale(_, cause), let .bundled(cause?): return code(cause)
        }
    }

    private static func code(_ outage: DomainError.Outage) -> String {
        switch outage {
        case let .transport(cause):
            switch cause {
            case .noConnection: return "offline"
            case .hostNotFound: return "host not found"
            case .refused: return "connection refused"
            case .connectionLost: return "connection lost"
            case .badReply: return "no valid reply"
            case .tls: return "secure connection failed"
            case .badURL: return "bad URL"
            case .redirectRefused: return "redirect refused"
            case .other: return "server unreachable"
            }
        case .timedOut: return "timed out"
        case .status(429, _): return "rate limited"
        case let .status(code, _): return "HTTP \(code)"
        case .tooLarge: return "response too large"
        case .unusableResponse: return "unusable response"
        }
    }

    /// `"12 min ago"`, `"just now"`.
    private static func ago(_ age: TimeInterval, fetchedAt: Date, _ language: Language) -> String {
        RelativeTimeFormat.string(from: fetchedAt, to: fetchedAt.addingTimeInterval(age), in: language)
    }
}
