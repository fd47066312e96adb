import DomainCore

/// A failure shown on a screen: its kind decides the terminal's exit code, its message is the sentence to show.
public struct Failure: Hashable, Sendable {
    /// What kind of failure it is: the terminal UI maps each to its exit code, and `--json` writes its raw
    /// value as the error's `code`.
    public enum Kind: String, Hashable, Sendable {
        case notFound = "not_found"
        case validation
        /// A key matched several things: a usage error, the person must say more.
        case ambiguous
        case unavailable
        case corruptData = "corrupt_data"
        case storage
        /// The work was cancelled; a UI shows it only if it was waiting (an interrupted command).
        case cancelled
    }

    public var kind: Kind
    public var message: String

    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The failure a domain error stands for, with the error's sentence in the language of `names` (the
    /// feature's words for what its errors name).
    public init(_ error: DomainError, naming names: Words) {
        self.init(error, message: error.sentence(naming: names))
    }

    /// The failure a domain error stands for, with a feature's own `message` for it.
    public init(_ error: DomainError, message: String) {
        switch error {
        case .notFound: kind = .notFound
        case .validation: kind = .validation
        case .ambiguous: kind = .ambiguous
        case .unavailable: kind = .unavailable
        case .corruptData: kind = .corruptData
        case .storage: kind = .storage
        case .cancelled: kind = .cancelled
        }
        self.message = message
    }
}
