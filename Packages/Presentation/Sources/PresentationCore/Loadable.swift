import DomainCore

/// What a screen knows about a value it fetches: not asked for yet, on its way, there, on its way again
/// with the old one still shown, or failed.
///
/// One enum instead of separate `isLoading`, `error` and value properties, so a state can never be loading
/// and failed at once. Every feature's State uses it for what it fetches.
public enum Loadable<Value: Equatable & Sendable>: Equatable, Sendable {
    case idle
    case loading
    case loaded(Value)
    /// Loading again: the old value stays on screen until the new answer replaces it.
    case refreshing(Value)
    case failed(DomainError)

    /// The value, when loaded or refreshing.
    public var value: Value? {
        switch self {
        case let .loaded(value), let .refreshing(value): value
        case .idle, .loading, .failed: nil
        }
    }

    /// Whether an answer is in (loaded or failed). A load cut off before it answered (SwiftUI cancels a
    /// view's task when the view goes away) leaves it false, so the screen's next appearance loads again.
    public var isSettled: Bool {
        switch self {
        case .loaded, .failed: true
        case .idle, .loading, .refreshing: false
        }
    }

    /// The state for loading again: `refreshing` with the value on show, else `loading`.
    public var reloading: Loadable { value.map(Loadable.refreshing) ?? .loading }

    /// The outcome of a use case, as a state: its value, or the domain error it failed with.
    public init(_ result: Result<Value, DomainError>) {
        switch result {
        case let .success(value): self = .loaded(value)
        case let .failure(error): self = .failed(error)
        }
    }
}
