/// One `.run` operation in flight: what cancels it, which `StoreTask` waits for it, and whether it may still
/// send actions.
@MainActor
final class RunningEffect {
    let cancelIDs: [EffectID]
    let group: EffectGroup
    var task: Task<Void, Never>?
    /// Set once cancelled: from then on the effect's `Send` drops actions.
    private(set) var isCancelled = false
    private(set) var isFinished = false
    /// Called once when the effect ends, by returning or by cancellation, so its store forgets it.
    var onFinish: (@MainActor (RunningEffect) -> Void)?

    init(cancelIDs: [EffectID], group: EffectGroup) {
        self.cancelIDs = cancelIDs
        self.group = group
    }

    /// Stops the effect now: its task is cancelled and waiting `StoreTask`s no longer wait for it.
    func cancel() {
        guard !isFinished else { return }
        isCancelled = true
        task?.cancel()
        finish()
    }

    /// Marks the effect as ended; later calls do nothing.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        task = nil
        let handler = onFinish
        onFinish = nil
        handler?(self)
        group.effectEnded(self)
    }
}
