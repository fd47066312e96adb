/// Runs a presented child feature while its optional state is present. Each presentation is its own scope
/// for effects: built by `Reducer.ifLet`.
///
/// A presentation is identified by the key path of the child's state and, for an `Identifiable` child, by its
/// `id` (as TCA's navigation ids are). Every child effect is tagged with that presentation, and the child's
/// own cancellation ids are scoped to it, so:
/// - dismissing the child (setting its state to nil) cancels exactly its work;
/// - replacing it with another (a different `id`) cancels the first one's work before the second's starts;
/// - two children of one type at two key paths never cancel each other's effects, though both use the
///   child's `CancelID.load`.
struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    typealias State = Parent.State
    typealias Action = Parent.Action

    let parent: Parent
    let statePath: WritableKeyPath<Parent.State, Child.State?> & Sendable
    let actionPath: ActionPath<Parent.Action, Child.Action>
    let child: Child
    /// The child's identity within its key path (its `id`), or nil when only the key path tells presentations
    /// apart.
    let identity: @Sendable (Child.State) -> EffectID?

    func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        var childEffect = Effect<Parent.Action>.none
        // One presentation for the whole action: the child's effects are tagged with it, and it is the one
        // cancelled if the parent dismisses or replaces the child (even a child that changed its own id).
        let before = state[keyPath: statePath].map(presentationID)
        // The child sees its action first, then the parent (which may dismiss or replace it in response).
        if let childAction = actionPath.extract(action), var childState = state[keyPath: statePath], let before {
            childEffect = child.reduce(into: &childState, action: childAction)
                .map(actionPath.embed)
                .scoped(to: before)
                .cancellable(id: before)
            state[keyPath: statePath] = childState
        }
        let parentEffect = parent.reduce(into: &state, action: action)
        let after = state[keyPath: statePath].map(presentationID)
        // The old presentation's work stops before anything the parent started for the new one.
        let ended: Effect<Parent.Action> = before.map { $0 != after ? .cancel(id: $0) : .none } ?? .none
        return .merge(childEffect, ended, parentEffect)
    }

    private func presentationID(of childState: Child.State) -> PresentationID {
        PresentationID(path: EffectID(statePath), identity: identity(childState))
    }
}

/// One presentation of a child: where its state lives and which child it is.
private struct PresentationID: Hashable, Sendable {
    let path: EffectID
    let identity: EffectID?
}

extension Reducer {
    /// State-driven navigation: runs `child` when the optional child state is present (a presented screen);
    /// setting it to nil dismisses it and cancels the child's in-flight effects. The child's effects are
    /// scoped to this key path, so another child of the same type elsewhere never cancels them.
    ///
    /// The child runs before this reducer for child actions; child actions that arrive while nothing is
    /// presented (a late response) are ignored by the child.
    package func ifLet<Child: Reducer>(
        _ state: WritableKeyPath<State, Child.State?> & Sendable,
        action: ActionPath<Action, Child.Action>,
        then child: Child
    ) -> some Reducer<State, Action> {
        IfLetReducer(parent: self, statePath: state, actionPath: action, child: child) { _ in nil }
    }

    /// State-driven navigation for an identifiable child: as above, and replacing the presented child with one
    /// of another `id` cancels the first one's in-flight effects (its late responses are dropped).
    package func ifLet<Child: Reducer>(
        _ state: WritableKeyPath<State, Child.State?> & Sendable,
        action: ActionPath<Action, Child.Action>,
        then child: Child
    ) -> some Reducer<State, Action> where Child.State: Identifiable, Child.State.ID: Sendable {
        IfLetReducer(parent: self, statePath: state, actionPath: action, child: child) { EffectID($0.id) }
    }
}

extension Reducer where Action: Equatable & Sendable {
    /// `ifLet` with the parent's action case itself: `.ifLet(\.detail, action: Action.detail, then: …)`.
    public func ifLet<Child: Reducer>(
        _ state: WritableKeyPath<State, Child.State?> & Sendable,
        action: @escaping @Sendable (Child.Action) -> Action,
        then child: Child
    ) -> some Reducer<State, Action> where Child.Action: Sendable {
        ifLet(state, action: ActionPath(action), then: child)
    }

    /// `ifLet` of an identifiable child with the parent's action case itself.
    public func ifLet<Child: Reducer>(
        _ state: WritableKeyPath<State, Child.State?> & Sendable,
        action: @escaping @Sendable (Child.Action) -> Action,
        then child: Child
    ) -> some Reducer<State, Action>
    where Child.Action: Sendable, Child.State: Identifiable, Child.State.ID: Sendable {
        ifLet(state, action: ActionPath(action), then: child)
    }
}
