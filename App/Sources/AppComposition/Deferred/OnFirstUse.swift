/// A value made the first time it is asked for, then kept: the composition root wires every feature when the
/// app starts, but a run uses one or two of them, and making a bundled repository decodes its whole snapshot.
/// `app --help` read both snapshots before this (a quarter of its start-up); now only a command that lists
/// products or coins does.
///
/// It is made on the main actor, where the container made it before: one maker at a time without a lock, and
/// a bundle that cannot be found (`Bundle.module` stops the process) stops it on the main thread as it always
/// did, not on a worker thread in the middle of other tasks (where the crash reporter was seen to hang).
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
