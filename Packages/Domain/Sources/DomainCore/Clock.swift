import Foundation

/// Where "now" comes from, injected so that expiry, timestamps and relative times can be tested.
public struct Clock: Sendable {
    private let current: @Sendable () -> Date

    public init(_ now: @escaping @Sendable () -> Date) {
        self.current = now
    }

    /// The current instant according to this clock.
    public func now() -> Date { current() }

    /// The real wall clock.
    public static let system = Clock { Date() }

    /// A clock that is always at `date`, for tests and examples.
    public static func fixed(_ date: Date) -> Clock { Clock { date } }
}
