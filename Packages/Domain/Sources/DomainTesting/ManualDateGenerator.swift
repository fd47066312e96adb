import DomainCore
import Foundation

/// A date a test moves by hand, so expiry and ages are tested without waiting.
///
/// Guarded by `NSLock` rather than `Mutex`: the Domain package supports macOS 13 and iOS 16, and `Mutex`
/// needs macOS 15 and iOS 18.
public final class ManualDateGenerator: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    public init(_ start: Date = Date(timeIntervalSince1970: 1_709_294_400)) {
        current = start
    }

    /// The generator to inject: it answers whatever date this one is at.
    public var generator: DateGenerator {
        DateGenerator { self.now }
    }

    /// The date now.
    public var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// Moves the date forward by `seconds`.
    public func advance(by seconds: TimeInterval) {
        lock.lock()
        defer { lock.unlock() }
        current = current.addingTimeInterval(seconds)
    }
}
