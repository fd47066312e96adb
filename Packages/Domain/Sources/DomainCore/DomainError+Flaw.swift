extension DomainError {
    /// Why data (a file, a bundled resource, a response) cannot be used.
    public enum Flaw: Hashable, Sendable {
        /// It is not the JSON this app reads: where, and what is wrong there.
        case unreadable(Decoding)
        /// It does not decode, in the words of the system that read it (SQLite's own message).
        case undecodable(detail: String)
        /// It decodes, but a record breaks an entity's rule: `record` is the record, nil when the entity is
        /// the whole document.
        case breaksRule(record: Record?, field: String, rule: Rule)
        /// Its format version is one this app does not read (newer than `supported`, or below 1).
        case unsupportedVersion(found: Int, supported: Int)
        /// It is not there at all (a resource missing from the app's bundle).
        case missing
    }

    /// Why local storage could not be used.
    public enum StorageFailure: Hashable, Sendable {
        /// The system refused a call; `detail` is its own words ("Permission denied").
        case system(detail: String)
        /// The path is a file where a folder is needed.
        case notAFolder
        /// A database could not be created there.
        case notCreated
        /// SQLite cannot keep a write-ahead log there; `journalMode` is the mode it kept, if any.
        case noWriteAheadLog(journalMode: String?)
        /// The file is `bytes` long, more than the `limit` this app reads.
        case tooLarge(bytes: Int, limit: Int)
        /// Another process kept the data folder locked for `seconds`.
        case inUse(seconds: Double)
        /// The value could not be written as data; `detail` is the encoder's words.
        case unencodable(detail: String)
    }
}
