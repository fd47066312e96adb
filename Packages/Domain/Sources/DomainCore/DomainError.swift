/// The errors every layer speaks. Adapters translate their own failures (HTTP status, decoding, file system)
/// into one of these, so a presenter can choose a message and an exit code without knowing any adapter.
public enum DomainError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The thing asked for does not exist: `entity` names its kind ("product"), `id` the key asked for.
    case notFound(entity: String, id: String)
    /// Input broke a rule: `field` names the input, `reason` says what was wrong with it.
    case validation(field: String, reason: String)
    /// A remote service could not be used: `service` names it, `cause` says what happened.
    case unavailable(service: String, cause: String)
    /// A short key (such as an id prefix) matches more than one `entity`; `candidates` lists the matches.
    case ambiguous(entity: String, key: String, candidates: [String])
    /// Stored or received data cannot be read as data. `keptAside` is the copy left for a person to inspect.
    case corruptData(source: String, reason: String, keptAside: String?)
    /// Local storage could not be read or written (permissions, missing folder, full disk).
    case storage(path: String, reason: String)
    /// The caller's task was cancelled before the work finished (a newer search, a dismissed screen): nobody
    /// waits for the answer. It is Swift's `CancellationError` in the domain's typed errors, so an adapter
    /// never reports it as a failure (offline, unavailable), and `Effect.run` ends quietly on it.
    case cancelled

    /// One sentence for a person, naming what went wrong.
    public var description: String {
        switch self {
        case let .notFound(entity, id):
            return "No \(entity) with id \(id)."
        case let .validation(field, reason):
            return "Invalid \(field): \(reason)."
        case let .unavailable(service, cause):
            return "\(service) is unavailable: \(cause)."
        case let .ambiguous(entity, key, candidates):
            let shown = candidates.prefix(5).joined(separator: ", ") + (candidates.count > 5 ? ", …" : "")
            return "\(key) matches \(candidates.count) \(entity)s (\(shown)); give more characters."
        case let .corruptData(source, reason, keptAside):
            let copy = keptAside.map { " A copy was kept at \($0)." } ?? ""
            return "\(source) cannot be read as data: \(reason).\(copy)"
        case let .storage(path, reason):
            return "Cannot use \(path): \(reason)."
        case .cancelled:
            return "The work was cancelled before it finished."
        }
    }
}
