import Observation

/// Holds a feature's state and is the only place it changes: actions go in through `send`, the reducer
/// changes the state on the main actor, and the effects it returns run and feed actions back.
///
/// A scoped store (`scope`) is a view of part of its parent: it reads the parent's state and sends through
/// the parent, so there is a single source of truth.
///
/// Every store, scoped or not, is `Observable`, so a SwiftUI view (or anything reading inside
/// `withObservationTracking`) redraws when what it read changes, and only then:
/// - Reading `state` registers the whole state; a change that leaves it equal notifies nobody.
/// - Reading one property through the store (`store.items`, by dynamic member lookup) registers that property
///   alone: its reader is notified when that property changes, not when only another one does. The finer
///   reads cost nothing extra: after each reduced action the store compares, for each property ever read
///   through it, the value before and after (with `==` when the value is `Equatable`; a value that is not is
///   taken as changed).
///
/// The store cannot use the `@Observable` macro, which observes stored properties: its state lives in the
/// runtime (or, for a scoped store, in the parent), so it keeps its own `ObservationRegistrar` and reports
/// each change itself, as Apple documents for types that manage their own storage.
@MainActor
@dynamicMemberLookup
public final class Store<State: Sendable, Action: Sendable>: Observable {
    private let readState: @MainActor () -> State
    private let sendAction: @MainActor (Action) -> StoreTask
    private let addObserver: @MainActor (@escaping @MainActor (State) -> Void) -> ObservationToken
    private let registrar = ObservationRegistrar()
    /// The state as of the last change this store reported, to tell what changed.
    private var reportedState: State
    /// The properties read through this store, each with how to tell it changed and how to report it.
    private var propertyReads: [AnyKeyPath: PropertyRead] = [:]
    private var subscription: ObservationToken?

    private struct PropertyRead {
        let hasChanged: (State, State) -> Bool
        let report: @MainActor (Store) -> Void
    }

    /// A store that starts at `initialState` and runs `reducer`.
    public convenience init<R: Reducer>(initialState: State, reducer: R)
    where R.State == State, R.Action == Action {
        let runtime = StoreRuntime(initialState: initialState, reducer: reducer)
        self.init(
            readState: { runtime.state },
            sendAction: { runtime.send($0) },
            addObserver: { runtime.observe($0) }
        )
    }

    private init(
        readState: @escaping @MainActor () -> State,
        sendAction: @escaping @MainActor (Action) -> StoreTask,
        addObserver: @escaping @MainActor (@escaping @MainActor (State) -> Void) -> ObservationToken
    ) {
        self.readState = readState
        self.sendAction = sendAction
        self.addObserver = addObserver
        reportedState = readState()
        subscription = addObserver { [weak self] newState in
            self?.report(newState)
        }
    }

    /// The current state. Reading it inside observation tracking registers the whole state.
    public var state: State {
        registrar.access(self, keyPath: \.state)
        return readState()
    }

    /// One property of the state, read so that only its changes notify the reader.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        let storeKeyPath = (\Store.state).appending(path: keyPath)
        if propertyReads[storeKeyPath] == nil {
            propertyReads[storeKeyPath] = PropertyRead(
                hasChanged: { old, new in !ValueComparison.areEqual(old[keyPath: keyPath], new[keyPath: keyPath]) },
                report: { store in store.registrar.withMutation(of: store, keyPath: storeKeyPath) {} }
            )
        }
        registrar.access(self, keyPath: storeKeyPath)
        return readState()[keyPath: keyPath]
    }

    /// Reduces `action` immediately, together with the actions its `.send` effects chain, and starts its
    /// asynchronous effects. Await `finish()` on the result to wait for all of them.
    @discardableResult
    public func send(_ action: Action) -> StoreTask {
        sendAction(action)
    }

    /// A store for a child feature: its state is read through `state`, its actions are sent to this store
    /// wrapped by `action`, the same path its `Scope` uses (the App gives each feature's commands such a store).
    package func scope<ChildState: Sendable, ChildAction: Sendable>(
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

    /// A store for a child feature whose actions are the parent's case `action`: `root.scope(state: \.catalog,
    /// action: AppFeature.Action.catalog)`.
    public func scope<ChildState: Sendable, ChildAction: Sendable>(
        state toChildState: KeyPath<State, ChildState> & Sendable,
        action: @escaping @Sendable (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> where Action: Equatable {
        scope(state: toChildState, action: ActionPath(action))
    }

    /// Calls `onChange` with the new state after every action is reduced (used to draw a loading line),
    /// for as long as the returned token is kept and not cancelled.
    public func observe(_ onChange: @escaping @MainActor (State) -> Void) -> ObservationToken {
        addObserver(onChange)
    }

    /// Tells observers what an action changed: the whole state's readers if it is not equal to the last
    /// state reported, and each property's readers if that property is not.
    private func report(_ newState: State) {
        let oldState = reportedState
        reportedState = newState
        guard !ValueComparison.areEqual(oldState, newState) else { return }
        registrar.withMutation(of: self, keyPath: \.state) {}
        for read in propertyReads.values where read.hasChanged(oldState, newState) {
            read.report(self)
        }
    }
}
