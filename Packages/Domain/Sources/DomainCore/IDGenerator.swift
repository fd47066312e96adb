import Foundation

/// Where new identifiers come from, injected so that tests can predict them.
public struct IDGenerator: Sendable {
    private let make: @Sendable () -> UUID

    public init(_ make: @escaping @Sendable () -> UUID) {
        self.make = make
    }

    /// A new identifier.
    public func next() -> UUID { make() }

    /// Random version 4 UUIDs.
    public static let random = IDGenerator { UUID() }

    /// `00000000-0000-0000-0000-000000000001`, `…002` and so on: predictable ids for tests and examples.
    public static func incrementing() -> IDGenerator {
        let counter = Counter()
        return IDGenerator {
            let value = counter.increment()
            return UUID(uuidString: String(format: "00000000-0000-0000-0000-%012llx", value)) ?? UUID()
        }
    }
}

/// A lock-protected counter, so the generator can be `Sendable` without an actor hop.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt64 = 0

    func increment() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
