import DomainCore
import Foundation
import HomeDomain
import PresentationCore

/// How the markets tile writes a price and its age. A coin's price keeps every digit the source gave (a coin
/// worth `0.00000123` must not read `$0.00`), through `MoneyFormat.exact`.
enum PriceText {
    /// Shown where a source gave no price.
    static let missing = "—"

    /// A price with every digit and at least two decimals, the thousands grouped: `$68,450.00`, `$0.4521`;
    /// `0.4521 EUR` in another currency.
    static func price(_ value: Decimal?, _ currency: Currency) -> String {
        value.map { MoneyFormat.exact($0, currency) } ?? missing
    }

    /// The exact decimal as plain digits, never in exponent form: `68450`, `0.00000123`.
    static func exact(_ value: Decimal) -> String {
        DecimalText.exact(value)
    }

    /// Why the price is not live, in the markets screen's words (`cached 12 min ago, offline`,
    /// `bundled snapshot of 2025-06-02`); nil for a live price.
    static func staleness(of mover: MarketMover) -> String? {
        switch mover.freshness {
        case .live:
            return nil
        case let .cached(age, cause):
            let ago = RelativeTimeFormat.string(from: mover.fetchedAt, to: mover.fetchedAt.addingTimeInterval(age))
            return "cached \(ago), \(cause.label)"
        case let .bundled(fallbackCause):
            let base = "bundled snapshot of \(DateText.day(mover.fetchedAt))"
            return fallbackCause.map { "\(base), \($0.label)" } ?? base
        }
    }

    /// `"live"`, `"cached"` or `"bundled"`, for the JSON `source` field, as the markets document writes it.
    static func source(_ freshness: PriceFreshness) -> String {
        switch freshness {
        case .live: return "live"
        case .cached: return "cached"
        case .bundled: return "bundled"
        }
    }
}
