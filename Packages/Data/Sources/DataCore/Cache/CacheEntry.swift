import Foundation

/// A cached value with when it was stored, so callers can show "updated 3 min ago" or use a stale value
/// when a refresh fails.
public struct CacheEntry<Value: Sendable>: Sendable {
    /// The cached value.
    public let value: Value
    /// When it was stored, by the cache's date generator.
    public let storedAt: Date
    /// When it stops being fresh.
    public let expiresAt: Date
    /// Whether it had expired when the entry was read.
    public let isExpired: Bool

    /// An entry; `isExpired` is computed against `now`.
    public init(value: Value, storedAt: Date, expiresAt: Date, now: Date) {
        self.value = value
        self.storedAt = storedAt
        self.expiresAt = expiresAt
        self.isExpired = now >= expiresAt
    }

    /// Seconds since the value was stored.
    public func age(now: Date) -> TimeInterval {
        now.timeIntervalSince(storedAt)
    }
}

extension CacheEntry: Equatable where Value: Equatable {}
