/// The engine behind a root `Store` (and `TestStore`): holds the state, reduces queued actions one at a
/// time on the main actor, and runs, tracks and cancels effects.
@MainActor
package final class StoreRuntime<State: Sendable, Action: Sendable> {
    /// An action waiting to be reduced, with the `StoreTask` group its effects join.
    private struct Pending {
        let action: Action
        let group: EffectGroup
        let isFedBack: Bool
    }

    private struct Observer {
        weak var token: ObservationToken?
        let onChange: @MainActor (State) -> Void
    }

    package private(set) var state: State
    private let reducer: any Reducer<State, Action>
    private var queue: [Pending] = []
    private var isReducing = false
    private var running: [ObjectIdentifier: RunningEffect] = [:]
    /// The tasks of running effects, kept apart so `deinit` (which is not isolated) can cancel them.
    private var tasks: [ObjectIdentifier: Task<Void, Never>] = [:]
    private var observers: [Observer] = []
    /// Called after each action is reduced with the action, the new state and whether an effect sent it
    /// (rather than `send`); `TestStore` records received actions with it.
    package var didReduce: (@MainActor (Action, State, Bool) -> Void)?

    package init<R: Reducer>(initialState: State, reducer: R) where R.State == State, R.Action == Action {
        state = initialState
        self.reducer = reducer
    }

    deinit {
        for task in tasks.values {
            task.cancel()
        }
    }

    /// How many effects are still running.
    package var runningEffectCount: Int { running.count }

    /// Reduces `action` now (after any action already being reduced) and returns the work it started.
    package func send(_ action: Action) -> StoreTask {
        let group = EffectGroup()
        enqueue(Pending(action: action, group: group, isFedBack: false))
        return StoreTask(group: group)
    }

    /// Cancels every running effect.
    package func cancelAllEffects() {
        for effect in Array(running.values) {
            effect.cancel()
        }
    }

    /// Calls `onChange` after every reduced action, until the returned token is cancelled or released.
    package func observe(_ onChange: @escaping @MainActor (State) -> Void) -> ObservationToken {
        let token = ObservationToken()
        observers.append(Observer(token: token, onChange: onChange))
        return token
    }

    private func enqueue(_ pending: Pending) {
        queue.append(pending)
        guard !isReducing else { return }
        isReducing = true
        defer { isReducing = false }
        while !queue.isEmpty {
            reduce(queue.removeFirst())
        }
    }

    private func reduce(_ pending: Pending) {
        let effect = reducer.reduce(into: &state, action: pending.action)
        didReduce?(pending.action, state, pending.isFedBack)
        notifyObservers()
        for operation in effect.operations {
            switch operation {
            case let .send(action):
                queue.append(Pending(action: action, group: pending.group, isFedBack: true))
            case let .cancel(id):
                cancel(id)
            case let .run(run):
                start(run, group: pending.group)
            }
        }
    }

    private func notifyObservers() {
        observers.removeAll { $0.token == nil || $0.token?.isCancelled == true }
        for observer in observers {
            observer.onChange(state)
        }
    }

    private func cancel(_ id: EffectID) {
        for effect in Array(running.values) where effect.cancelIDs.contains(id) {
            effect.cancel()
        }
    }

    private func start(_ run: Effect<Action>.Run, group: EffectGroup) {
        let effect = RunningEffect(cancelIDs: run.cancelIDs, group: group)
        let key = ObjectIdentifier(effect)
        running[key] = effect
        group.effectStarted(effect)
        effect.onFinish = { [weak self] _ in
            self?.running[key] = nil
            self?.tasks[key] = nil
        }
        let send = Send<Action> { [weak self, weak effect] action in
            guard let self, let effect, !effect.isCancelled, !effect.isFinished else { return }
            self.enqueue(Pending(action: action, group: effect.group, isFedBack: true))
        }
        let body = run.body
        let task = Task {
            await body(send)
            effect.finish()
        }
        effect.task = task
        tasks[key] = task
    }
}
