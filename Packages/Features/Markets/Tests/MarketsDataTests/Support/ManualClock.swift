import DomainCore
import Foundation
import Synchronization

/// A clock a test moves by hand, so cache expiry is tested without waiting.
final class ManualClock: Sendable {
    private let current: Mutex<Date>

    init(_ start: Date = Date(timeIntervalSince1970: 1_709_294_400)) {
        current = Mutex(start)
    }

    /// The `Clock` to inject.
    var clock: Clock {
        Clock { self.now }
    }

    var now: Date {
        current.withLock { $0 }
    }

    /// Moves the clock forward by `seconds`.
    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
