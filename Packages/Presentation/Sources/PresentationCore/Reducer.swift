/// A feature's logic: how an action changes the state, and which work (an `Effect`) follows.
///
/// `reduce` is pure and synchronous: it never touches the outside world itself; anything asynchronous
/// (a use case, a timer) is described by the returned `Effect` and run by the `Store`. The store calls it on
/// the main actor, one action at a time.
public protocol Reducer<State, Action>: Sendable {
    /// Everything the feature shows; only `reduce` changes it, so it is the one source of truth.
    associatedtype State: Sendable
    /// What can happen: what a person asks for and what effects answer, each a value a test can compare.
    associatedtype Action: Sendable

    /// Applies `action` to `state` and returns the work that follows (`.none` when there is none).
    func reduce(into state: inout State, action: Action) -> Effect<Action>
}
