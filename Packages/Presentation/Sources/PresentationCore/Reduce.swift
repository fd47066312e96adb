/// A reducer written as a closure, for small features and for composing reducers without a new type.
public struct Reduce<State: Sendable, Action: Sendable>: Reducer {
    private let body: @Sendable (inout State, Action) -> Effect<Action>

    /// Wraps a closure that reduces one action.
    public init(_ reduce: @escaping @Sendable (inout State, Action) -> Effect<Action>) {
        body = reduce
    }

    /// Erases the type of another reducer with the same state and action.
    public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
        body = { state, action in reducer.reduce(into: &state, action: action) }
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        body(&state, action)
    }
}
