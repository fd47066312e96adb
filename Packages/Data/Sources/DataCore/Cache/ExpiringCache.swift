import DomainCore
import Foundation

/// Values kept for `timeToLive` seconds by an injected date generator. Expired entries stay readable through
/// `entry(for:)`, so a caller can fall back to stale data (and say how old it is) when a refresh fails.
public actor ExpiringCache<Key: Hashable & Sendable, Value: Sendable> {
    private let timeToLive: TimeInterval
    private let dates: DateGenerator
    private var entries: [Key: (value: Value, storedAt: Date)] = [:]

    /// A cache whose entries stay fresh for `timeToLive` seconds.
    public init(timeToLive: TimeInterval, dates: DateGenerator) {
        self.timeToLive = timeToLive
        self.dates = dates
    }

    /// The entry for `key`, fresh or expired; nil when nothing was stored.
    public func entry(for key: Key) -> CacheEntry<Value>? {
        guard let stored = entries[key] else { return nil }
        return CacheEntry(
            value: stored.value, storedAt: stored.storedAt, expiresAt: stored.storedAt.addingTimeInterval(timeToLive),
            now: dates.now())
    }

    /// The value for `key` if it is still fresh; nil when missing or expired.
    public func fresh(for key: Key) -> Value? {
        guard let entry = entry(for: key), !entry.isExpired else { return nil }
        return entry.value
    }

    /// Stores `value` for `key`, stamped with the generator's current date.
    public func store(_ value: Value, for key: Key) {
        entries[key] = (value, dates.now())
    }

    /// Forgets the entry for `key`.
    public func remove(_ key: Key) {
        entries[key] = nil
    }

    /// Forgets every entry.
    public func removeAll() {
        entries.removeAll()
    }
}
