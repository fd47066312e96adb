import Foundation

/// Where the current date comes from, injected so that expiry, timestamps and relative times can be tested.
///
/// Named after what it gives (like `IDGenerator`), not `Clock`, which would shadow the standard library's
/// `Clock` protocol for measuring durations. Only a composition root chooses `.current`; everything below it
/// takes a generator as a parameter, so a forgotten argument is a compile error, never the real date in a
/// test.
public struct DateGenerator: Sendable {
    private let make: @Sendable () -> Date

    public init(_ now: @escaping @Sendable () -> Date) {
        self.make = now
    }

    /// The current date according to this generator.
    public func now() -> Date { make() }

    /// The system's current date.
    public static let current = DateGenerator { Date() }

    /// Always `date`, for tests and examples.
    public static func fixed(_ date: Date) -> DateGenerator { DateGenerator { date } }
}
