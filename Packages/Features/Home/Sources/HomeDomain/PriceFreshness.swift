import Foundation
import MarketsDomain

/// How current a price on the dashboard is: Home's copy of the markets' `Freshness`, so that Home's
/// Presentation and Testing targets need only HomeDomain.
public enum PriceFreshness: Hashable, Sendable {
    /// Fetched from the live source within the cache's time to live.
    case live
    /// An earlier live copy, shown because the live source failed: `age` in seconds, `reason` a short phrase
    /// ("offline", "HTTP 500").
    case cached(age: TimeInterval, reason: String)
    /// The snapshot bundled with the app; `fallbackReason` says why the live source failed when it stands in
    /// for one, and is nil when the bundle is the configured source.
    case bundled(fallbackReason: String?)

    /// True unless the price is live; a bundled snapshot is never live.
    public var isStale: Bool { self != .live }

    /// The dashboard's words for the markets' freshness.
    init(_ freshness: Freshness) {
        switch freshness {
        case .fresh: self = .live
        case let .stale(age, reason): self = .cached(age: age, reason: reason)
        case let .bundled(fallbackReason): self = .bundled(fallbackReason: fallbackReason)
        }
    }
}
