/// Runs several reducers on the same state and action, in order, and merges their effects.
public struct CombineReducers<State: Sendable, Action: Sendable>: Reducer {
    private let reducers: [any Reducer<State, Action>]

    /// Combines `reducers`; each sees the state as the previous one left it.
    public init(_ reducers: any Reducer<State, Action>...) {
        self.reducers = reducers
    }

    /// Combines `reducers`, a list made at run time (one per feature of a build).
    public init(_ reducers: [any Reducer<State, Action>]) {
        self.reducers = reducers
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        .merge(reducers.map { $0.reduce(into: &state, action: action) })
    }
}
