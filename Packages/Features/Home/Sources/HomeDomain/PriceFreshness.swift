import DomainCore
import Foundation
import MarketsDomain

/// How current a price on the dashboard is: Home's copy of the markets' `Freshness`, so that Home's
/// Presentation and Testing targets need only HomeDomain.
public enum PriceFreshness: Hashable, Sendable {
    /// Fetched from the live source within the cache's time to live.
    case live
    /// An earlier live copy, shown because the live source failed: `age` in seconds, `cause` why.
    case cached(age: TimeInterval, cause: DomainError.Outage)
    /// The snapshot bundled with the app; `fallbackCause` says why the live source failed when it stands in
    /// for one, and is nil when the bundle is the configured source.
    case bundled(fallbackCause: DomainError.Outage?)

    /// True unless the price is live; a bundled snapshot is never live.
    public var isStale: Bool { self != .live }

    /// The dashboard's words for the markets' freshness.
    init(_ freshness: Freshness) {
        switch freshness {
        case .fresh: self = .live
        case let .stale(age, cause): self = .cached(age: age, cause: cause)
        case let .bundled(fallbackCause): self = .bundled(fallbackCause: fallbackCause)
        }
    }
}
