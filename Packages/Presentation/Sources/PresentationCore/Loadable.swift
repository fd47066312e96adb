import DomainCore

/// What a screen knows about a value it fetches: not asked for yet, on its way, there, or failed.
///
/// One enum instead of separate `isLoading`, `error` and value properties, so a state can never be loading
/// and failed at once. Every feature's State uses it for what it fetches.
public enum Loadable<Value: Equatable & Sendable>: Equatable, Sendable {
    case idle
    case loading
    case loaded(Value)
    case failed(DomainError)

    /// The value, when loaded.
    public var value: Value? {
        guard case let .loaded(value) = self else { return nil }
        return value
    }

    /// The outcome of a use case, as a state: its value, or the domain error it failed with.
    public init(_ result: Result<Value, DomainError>) {
        switch result {
        case let .success(value): self = .loaded(value)
        case let .failure(error): self = .failed(error)
        }
    }
}
