/// Feeds actions from a running effect back into the store, on the main actor.
///
/// Once the effect that received it is cancelled, a `Send` drops whatever it is given, so a late response
/// from a cancelled search never overwrites a newer one.
@MainActor
public struct Send<Action: Sendable>: Sendable {
    private let deliver: @MainActor @Sendable (Action) -> Void

    /// Makes a `Send` that hands each action to `send`; stores build these, tests may too.
    public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
        deliver = send
    }

    /// Sends `action` to the store, which reduces it immediately.
    public func callAsFunction(_ action: Action) {
        deliver(action)
    }
}
