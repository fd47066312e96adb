import Synchronization

/// A value made the first time it is asked for, then kept: the composition root wires every feature when the
/// app starts, but a run uses one or two of them, and making a bundled repository decodes its whole snapshot.
/// `app --help` read both snapshots before this (a quarter of its start-up); now only a command that lists
/// products or coins does. Safe from any thread: the first caller makes the value, the others wait for it.
final class OnFirstUse<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let made = Mutex<Value?>(nil)

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        made.withLock { made in
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
