/// The work started by one `Store.send`: every effect the action started, and transitively every effect
/// started by actions those effects fed back.
///
/// The terminal UI awaits `store.send(.load).finish()` and then renders the final state.
public struct StoreTask: Hashable, Sendable {
    private let group: EffectGroup

    init(group: EffectGroup) {
        self.group = group
    }

    /// Returns when all that work has ended (returned or was cancelled). Cancelling the awaiting task
    /// cancels the work.
    public func finish() async {
        let group = group
        await withTaskCancellationHandler {
            await group.waitUntilFinished()
        } onCancel: {
            Task { @MainActor in group.cancel() }
        }
    }

    /// Cancels all that work; actions it sends afterwards are dropped.
    @MainActor
    public func cancel() {
        group.cancel()
    }

    /// Whether `cancel()` was called.
    @MainActor
    public var isCancelled: Bool { group.isCancelled }

    /// Whether all that work has ended.
    @MainActor
    public var isFinished: Bool { group.isFinished }

    public static func == (lhs: StoreTask, rhs: StoreTask) -> Bool { lhs.group === rhs.group }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(group))
    }
}
