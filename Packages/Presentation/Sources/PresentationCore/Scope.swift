/// Runs a child feature on a non-optional part of the parent's state, for the child's own actions.
///
/// Its effects are mapped back into parent actions, so a parent composes children without knowing how they
/// work: `CombineReducers(Scope(state: \.search, action: Action.search, child: SearchFeature()), parentLogic)`.
/// The child's cancellation ids are scoped to its key path, so two children that use the same id (two
/// features' `CancelID.load`, or one feature scoped twice) never cancel each other's work.
public struct Scope<ParentState: Sendable, ParentAction: Sendable, Child: Reducer>: Reducer {
    /// The parent's state: a scope runs where the parent's reducer runs.
    public typealias State = ParentState
    /// The parent's action: the scope lets through only those that embed a child action.
    public typealias Action = ParentAction

    private let statePath: WritableKeyPath<ParentState, Child.State> & Sendable
    private let actionPath: ActionPath<ParentAction, Child.Action>
    private let child: Child

    /// Scopes `child` to the state at `state` and to the actions `action` extracts.
    package init(
        state: WritableKeyPath<ParentState, Child.State> & Sendable,
        action: ActionPath<ParentAction, Child.Action>,
        child: Child
    ) {
        statePath = state
        actionPath = action
        self.child = child
    }

    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
        guard let childAction = actionPath.extract(action) else { return .none }
        return child.reduce(into: &state[keyPath: statePath], action: childAction)
            .map(actionPath.embed)
            .scoped(to: EffectID(statePath))
    }
}

extension Scope where ParentAction: Equatable & Sendable, Child.Action: Sendable {
    /// Scopes `child` to the state at `state` and to the actions of the parent's case `action`:
    /// `Scope(state: \.catalog, action: Action.catalog, child: CatalogFeature(…))`.
    public init(
        state: WritableKeyPath<ParentState, Child.State> & Sendable,
        action: @escaping @Sendable (Child.Action) -> ParentAction,
        child: Child
    ) {
        self.init(state: state, action: ActionPath(action), child: child)
    }
}
