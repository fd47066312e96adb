/// The effects started by one `Store.send`, including those started by the actions they fed back, so a
/// `StoreTask` can wait for all of them.
@MainActor
final class EffectGroup {
    private var effects: [ObjectIdentifier: RunningEffect] = [:]
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private(set) var isCancelled = false

    var isFinished: Bool { effects.isEmpty }

    func effectStarted(_ effect: RunningEffect) {
        effects[ObjectIdentifier(effect)] = effect
    }

    func effectEnded(_ effect: RunningEffect) {
        effects[ObjectIdentifier(effect)] = nil
        guard effects.isEmpty else { return }
        let resumed = waiters
        waiters = []
        for waiter in resumed {
            waiter.resume()
        }
    }

    /// Returns once every effect of the group has ended.
    func waitUntilFinished() async {
        guard !effects.isEmpty else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Cancels every effect of the group.
    func cancel() {
        isCancelled = true
        for effect in Array(effects.values) {
            effect.cancel()
        }
    }
}
