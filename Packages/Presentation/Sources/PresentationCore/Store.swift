/// Holds a feature's state and is the only place it changes: actions go in through `send`, the reducer
/// changes the state on the main actor, and the effects it returns run and feed actions back.
///
/// A scoped store (`scope`) is a view of part of its parent: it reads the parent's state and sends through
/// the parent, so there is a single source of truth.
@MainActor
public final class Store<State: Sendable, Action: Sendable> {
    private let readState: @MainActor () -> State
    private let sendAction: @MainActor (Action) -> StoreTask
    private let addObserver: @MainActor (@escaping @MainActor (State) -> Void) -> ObservationToken

    /// A store that starts at `initialState` and runs `reducer`.
    public init<R: Reducer>(initialState: State, reducer: R) where R.State == State, R.Action == Action {
        let runtime = StoreRuntime(initialState: initialState, reducer: reducer)
        readState = { runtime.state }
        sendAction = { runtime.send($0) }
        addObserver = { runtime.observe($0) }
    }

    private init(
        readState: @escaping @MainActor () -> State,
        sendAction: @escaping @MainActor (Action) -> StoreTask,
        addObserver: @escaping @MainActor (@escaping @MainActor (State) -> Void) -> ObservationToken
    ) {
        self.readState = readState
        self.sendAction = sendAction
        self.addObserver = addObserver
    }

    /// The current state.
    public var state: State { readState() }

    /// Reduces `action` immediately, together with the actions its `.send` effects chain, and starts its
    /// asynchronous effects. Await `finish()` on the result to wait for all of them.
    @discardableResult
    public func send(_ action: Action) -> StoreTask {
        sendAction(action)
    }

    /// A store for a child feature: its state is read through `state`, its actions are sent to this store
    /// wrapped by `action`, the same path its `Scope` uses (the App gives each feature module such a store).
    public func scope<ChildState: Sendable, ChildAction: Sendable>(
        state toChildState: KeyPath<State, ChildState> & Sendable,
        action path: ActionPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> {
        let readParent = readState
        let sendParent = sendAction
        let observeParent = addObserver
        let embed = path.embed
        return Store<ChildState, ChildAction>(
            readState: { readParent()[keyPath: toChildState] },
            sendAction: { sendParent(embed($0)) },
            addObserver: { onChange in observeParent { onChange($0[keyPath: toChildState]) } }
        )
    }

    /// Calls `onChange` with the new state after every action is reduced (used to draw a loading line),
    /// for as long as the returned token is kept and not cancelled.
    public func observe(_ onChange: @escaping @MainActor (State) -> Void) -> ObservationToken {
        addObserver(onChange)
    }
}
