/// The errors every layer speaks. Adapters translate their own failures (HTTP status, decoding, file system)
/// into one of these, so the presentation layer can word it and a UI choose an exit code without knowing any adapter.
///
/// Every case carries values, never a sentence: a rule with its bounds, a cause a caller can match on, a record
/// by its kind, position and id, the system's own words only where the system is the source. Names such as
/// `"product"` or `"products"` are identifiers, not words: the presentation layer
/// (`DomainError.sentence(naming:)` in PresentationCore) words every case in the reader's language.
public enum DomainError: Error, Hashable, Sendable {
    /// The thing asked for does not exist: `entity` identifies its kind (`product`), `id` the key asked for.
    case notFound(entity: String, id: String)
    /// Input broke a rule: `field` identifies the input (`quantity`), `rule` the rule it broke, `record` the
    /// record of a list it belongs to, if any.
    case validation(field: String, rule: Rule, record: Record? = nil)
    /// A remote service could not be used: `service` identifies it (`products`), `cause` says what happened.
    case unavailable(service: String, cause: Outage)
    /// A short key (such as an id prefix) matches more than one `entity`; `candidates` lists the matches.
    case ambiguous(entity: String, key: String, candidates: [String])
    /// Stored or received data cannot be read as data, for `flaw`. `keptAside` is the copy left for a person
    /// to inspect.
    case corruptData(source: Source, flaw: Flaw, keptAside: String?)
    /// Local storage could not be read or written (permissions, missing folder, full disk, another process).
    /// `untouched` says the data file itself was left as it was, so nothing was lost.
    case storage(path: String, cause: StorageFailure, untouched: Bool = false)
    /// The caller's task was cancelled before the work finished (a newer search, a dismissed screen): nobody
    /// waits for the answer. It is Swift's `CancellationError` in the domain's typed errors, so an adapter
    /// never reports it as a failure (offline, unavailable), and `Effect.run` ends quietly on it.
    case cancelled
}
