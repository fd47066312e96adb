import DomainCore
import Foundation

/// How current a `MarketSnapshot` is, so a screen never shows an old copy as if it were live.
public enum Freshness: Hashable, Sendable {
    /// Fetched from the live source within the cache's time to live.
    case fresh
    /// An earlier live copy (kept in memory or saved in the data folder), shown because the live source
    /// failed: `age` is how old the copy is in seconds, `cause` why the live source failed.
    case stale(age: TimeInterval, cause: DomainError.Outage)
    /// The snapshot bundled with the app: never live. `fallbackCause` is nil when it is the configured
    /// source, and says why the live source failed when it stands in for one with no earlier copy.
    case bundled(fallbackCause: DomainError.Outage?)

    /// True unless the prices are live; a bundled snapshot is never fresh.
    public var isStale: Bool { self != .fresh }
}
