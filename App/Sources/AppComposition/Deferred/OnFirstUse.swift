/// A value made the first time it is asked for, then kept: the composition root wires every feature when the
/// app starts, but a run uses one or two of them, and making a bundled repository decodes its whole snapshot,
/// so only a command that lists products or coins pays for it.
///
/// It is made on the main actor: one maker at a time without a lock, and a bundle that cannot be found
/// (`Bundle.module` stops the process) stops it on the main thread, not on a worker in the middle of other tasks.
@MainActor
final class OnFirstUse<Value: Sendable> {
    private let make: () -> Value
    private var made: Value?

    init(_ make: @escaping () -> Value) {
        self.make = make
    }

    var value: Value {
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
