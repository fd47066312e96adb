/// Runs a presented child feature while its optional state is present, and cancels the child's work when
/// the parent dismisses it (sets the state to nil). Built by `Reducer.ifLet`.
struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    typealias State = Parent.State
    typealias Action = Parent.Action

    let parent: Parent
    let statePath: WritableKeyPath<Parent.State, Child.State?> & Sendable
    let actionPath: ActionPath<Parent.Action, Child.Action>
    let child: Child

    /// Tags every child effect, so dismissal can cancel exactly the presented child's work.
    private var presentationID: PresentationID<Parent.State, Child.State?> { PresentationID(path: statePath) }

    func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        var childEffect = Effect<Parent.Action>.none
        // The child sees its action first, then the parent (which may dismiss it in response).
        if let childAction = actionPath.extract(action), var childState = state[keyPath: statePath] {
            childEffect = child.reduce(into: &childState, action: childAction)
                .map(actionPath.embed)
                .cancellable(id: presentationID)
            state[keyPath: statePath] = childState
        }
        let wasPresented = state[keyPath: statePath] != nil
        let parentEffect = parent.reduce(into: &state, action: action)
        let isDismissed = wasPresented && state[keyPath: statePath] == nil
        return .merge(childEffect, parentEffect, isDismissed ? .cancel(id: presentationID) : .none)
    }
}

/// The cancellation id of one presented child: the key path of its optional state.
private struct PresentationID<Root, Value>: Hashable, Sendable {
    let path: WritableKeyPath<Root, Value> & Sendable
}

extension Reducer {
    /// State-driven navigation: runs `child` when the optional child state is present (a presented screen);
    /// setting it to nil dismisses it and cancels the child's in-flight effects.
    ///
    /// The child runs before this reducer for child actions; child actions that arrive while nothing is
    /// presented (a late response) are ignored by the child.
    public func ifLet<Child: Reducer>(
        _ state: WritableKeyPath<State, Child.State?> & Sendable,
        action: ActionPath<Action, Child.Action>,
        then child: Child
    ) -> some Reducer<State, Action> {
        IfLetReducer(parent: self, statePath: state, actionPath: action, child: child)
    }
}
