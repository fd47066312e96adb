import DomainCore

/// What the body of a screen shows, in the words a person reads: nothing asked for yet, a loading label, the
/// content, a message saying there is none, or a failure. Each screen's view model holds one, so every UI draws
/// the same states from the same words: the terminal UI as a loading line or a message (`Screen(title:phase:)`),
/// SwiftUI with `PhaseView`.
public enum Phase<Value: Equatable & Sendable>: Equatable, Sendable {
    /// Nothing asked for yet.
    case idle
    /// On its way; the label says what is being fetched ("Loading products…").
    case loading(String)
    /// There, in words.
    case loaded(Value)
    /// Loading again: the content stays on show until the answer replaces it.
    case refreshing(Value, label: String)
    /// There is nothing to show; the message says so, and what to do.
    case empty(String)
    /// It failed; the failure's message says why, its kind picks the terminal's exit code.
    case failed(Failure)

    /// `loadable` in words: `label` while it loads, the error's sentence when it failed (or `failure`'s, for a
    /// feature that words an error its own way), and the value through `loaded`, which may say it is `empty`.
    public init<Source>(
        _ loadable: Loadable<Source>,
        loading label: String,
        failure: (DomainError) -> Failure,
        loaded: (Source) -> Phase
    ) {
        switch loadable {
        case .idle: self = .idle
        case .loading: self = .loading(label)
        case let .failed(error): self = .failed(failure(error))
        case let .loaded(source): self = loaded(source)
        case let .refreshing(source):
            guard case let .loaded(value) = loaded(source) else {
                self = .loading(label)
                return
            }
            self = .refreshing(value, label: label)
        }
    }

    /// `loadable` in words, a failure worded by `DomainError.sentence(naming: names)`.
    public init<Source>(
        _ loadable: Loadable<Source>, loading label: String, naming names: Words, loaded: (Source) -> Phase
    ) {
        self.init(loadable, loading: label, failure: { Failure($0, naming: names) }, loaded: loaded)
    }

    /// The content, when loaded or refreshing.
    public var value: Value? {
        switch self {
        case let .loaded(value), let .refreshing(value, _): value
        case .idle, .loading, .empty, .failed: nil
        }
    }

    /// The sentence shown instead of content: the empty message, or the failure's.
    public var message: String? {
        switch self {
        case let .empty(message): message
        case let .failed(failure): failure.message
        case .idle, .loading, .loaded, .refreshing: nil
        }
    }
}
