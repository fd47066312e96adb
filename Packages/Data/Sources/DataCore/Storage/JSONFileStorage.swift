import DomainCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One `Codable` value persisted as a JSON file, safe against crashes, concurrent processes and bad files:
///
/// - the file is `{"formatVersion":N,"savedAt":"<ISO 8601>","value":…}`;
/// - writes go to a temporary file in the same folder, are synced, renamed over the file, and the folder
///   is synced, so a reader sees the old file or the new one, never half of one;
/// - `save` and `update` hold an exclusive `flock` on `<file>.lock` (never replaced), so two processes
///   updating at once never lose each other's changes; a lock held by another process for more than
///   `lockTimeout` seconds is `DomainError.storage` saying the folder is in use, never a silent wait;
/// - a file that cannot be read as this store's data (bad JSON, wrong shape, invalid UTF-8, a newer format,
///   or a record its mapper refuses with a `RuleViolation`, such as a negative price) is left where it is,
///   copied aside as `<name>.corrupt-<yyyyMMdd'T'HHmmss>`, and reported as `DomainError.corruptData`; the
///   store then refuses to overwrite it until a person deals with it;
/// - a file larger than `maxFileBytes` is not read at all: it is reported as `DomainError.storage` saying
///   how large it is and what the limit is (it is not corrupt, and too large to copy), so a huge or foreign
///   file fails fast instead of filling memory, and is never written over;
/// - file system failures become `DomainError.storage` with the system's reason.
public final class JSONFileStorage<Value: Codable & Sendable>: Sendable {
    /// The data file.
    public let fileURL: URL
    /// The format version this store writes and the newest it reads.
    public let formatVersion: Int
    /// The largest file this store reads; a larger one is refused without being read.
    public let maxFileBytes: Int
    /// How long `save` and `update` wait for another process's lock, in seconds.
    public let lockTimeout: Double
    private let dates: DateGenerator

    /// A store for `fileURL`; nothing is touched on disk until the first call.
    public init(
        fileURL: URL, formatVersion: Int = 1, dates: DateGenerator, maxFileBytes: Int = 16_000_000,
        lockTimeout: Double = 10
    ) {
        self.fileURL = fileURL.standardizedFileURL
        self.formatVersion = formatVersion
        self.dates = dates
        self.maxFileBytes = max(1, maxFileBytes)
        self.lockTimeout = lockTimeout
    }

    private var path: String { fileURL.path }
    private var directory: String { fileURL.deletingLastPathComponent().path }
    private var name: String { fileURL.lastPathComponent }
    private var lockPath: String { path + ".lock" }
    private var temporaryPrefix: String { "." + name + ".tmp-" }

    /// The stored value, or nil when the file does not exist yet.
    public func load() throws(DomainError) -> Value? {
        guard let data = try read() else { return nil }
        return try decode(data)
    }

    /// The stored value mapped by `map` (a DTO's `toDomain`), or nil when the file does not exist yet. A
    /// record `map` refuses makes the file corrupt: it is kept aside and never written over.
    public func load<Entity>(_ map: (Value) throws(RuleViolation) -> Entity) throws(DomainError) -> Entity? {
        guard let data = try read() else { return nil }
        let value = try decode(data)
        do {
            return try map(value)
        } catch {
            throw corrupt(data, error.flaw)
        }
    }

    /// The file's bytes, nil when it does not exist. A file larger than allowed is not corrupt, only more than
    /// this app will read, so it is a storage failure with its own sentence, and nothing is copied aside (it
    /// could be gigabytes): the file stays where it is, and every call refuses it the same way.
    private func read() throws(DomainError) -> Data? {
        switch try POSIXFile.readIfExists(path, limit: maxFileBytes) {
        case .none: return nil
        case let .contents(data): return data
        case let .tooLarge(size):
            throw .storage(path: path, cause: .tooLarge(bytes: size, limit: maxFileBytes), untouched: true)
        }
    }

    /// Replaces the stored value, creating the folder (0700) if needed. Refuses to replace a corrupt file.
    public func save(_ value: Value) throws(DomainError) {
        try POSIXFile.makeDirectory(directory)
        let lock = try unchanged { () throws(DomainError) in try FileLock.acquire(lockPath, timeout: lockTimeout) }
        defer { lock.release() }
        removeLeftoverTemporaryFiles()
        if let data = try read() {
            _ = try decode(data)
        }
        try write(value)
    }

    /// Reads the value (or `default` when there is none), lets `change` change it, and writes it back, all
    /// under the lock, so concurrent updates from other processes are never lost. Nothing is written when
    /// `change` throws, and its error is rethrown as is.
    public func update<Result>(
        default: Value, _ change: (inout Value) throws(DomainError) -> Result
    ) throws(DomainError) -> Result {
        let asStored: (Value) throws(RuleViolation) -> Void = { _ in }
        return try update(default: `default`, reading: asStored) { value, _ throws(DomainError) in try change(&value) }
    }

    /// The same read-modify-write, for a value read through a mapper, as the repositories do: `map` turns the
    /// stored value into entities (a DTO's `toDomain`), and `change` gets both, to change the entities and
    /// write them back into the value. A record `map` refuses makes the file corrupt (kept aside, never
    /// written over); the default value is mapped too, so a change always sees entities that keep their rules.
    public func update<Entity, Result>(
        default: Value,
        reading map: (Value) throws(RuleViolation) -> Entity,
        _ change: (inout Value, Entity) throws(DomainError) -> Result
    ) throws(DomainError) -> Result {
        try POSIXFile.makeDirectory(directory)
        let lock = try unchanged { () throws(DomainError) in try FileLock.acquire(lockPath, timeout: lockTimeout) }
        defer { lock.release() }
        removeLeftoverTemporaryFiles()
        let data = try read()
        var value = try data.map { data throws(DomainError) in try decode(data) } ?? `default`
        let entities: Entity
        do {
            entities = try map(value)
        } catch {
            // Without a file, the default value broke a rule: a mistake in the adapter, never written.
            guard let data else { throw error.validationError }
            throw corrupt(data, error.flaw)
        }
        let result = try change(&value, entities)
        do {
            _ = try map(value)
        } catch {
            // The change built a value its own mapper refuses: a mistake in the adapter, never written.
            throw error.validationError
        }
        try write(value)
        return result
    }

    private func decode(_ data: Data) throws(DomainError) -> Value {
        let header: StorageEnvelopeHeader
        do {
            header = try JSONDecoder().decode(StorageEnvelopeHeader.self, from: data)
        } catch {
            throw corrupt(data, .unreadable(DecodingFailure(error: error, data: data).decoding()))
        }
        // Compared one bound at a time: a closed range of a store built with version 0 would trap.
        guard header.formatVersion.value >= 1, header.formatVersion.value <= formatVersion else {
            throw corrupt(data, .unsupportedVersion(found: header.formatVersion.value, supported: formatVersion))
        }
        do {
            return try JSONDecoder().decode(StorageEnvelope<Value>.self, from: data).value
        } catch {
            throw corrupt(data, .unreadable(DecodingFailure(error: error, data: data).decoding()))
        }
    }

    private func corrupt(_ data: Data, _ flaw: DomainError.Flaw) -> DomainError {
        .corruptData(source: .file(path), flaw: flaw, keptAside: keepAside(data))
    }

    /// Runs `body`, reporting a storage failure as one of the data file (which is left as it was) rather than
    /// of a helper file such as the lock or the temporary copy, which a person never sees.
    private func unchanged<R>(_ body: () throws(DomainError) -> R) throws(DomainError) -> R {
        do {
            return try body()
        } catch {
            guard case let .storage(failedPath, cause, _) = error, failedPath != path else { throw error }
            throw .storage(path: path, cause: cause, untouched: true)
        }
    }

    private func newAsideName() -> String? {
        let base = directory + "/" + name + ".corrupt-" + Self.compactTimestamp(dates.now())
        for attempt in 1...100 {
            let candidate = attempt == 1 ? base : "\(base)-\(attempt)"
            if !FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Copies unreadable bytes next to the file for a person to inspect, once per distinct content.
    private func keepAside(_ data: Data) -> String? {
        let prefix = name + ".corrupt-"
        for existing in POSIXFile.names(in: directory).sorted() where existing.hasPrefix(prefix) {
            let candidate = directory + "/" + existing
            if POSIXFile.sameContents(candidate, data) { return candidate }
        }
        guard let candidate = newAsideName() else { return nil }
        return (try? POSIXFile.writeNew(candidate, data, sync: false)) != nil ? candidate : nil
    }

    private func write(_ value: Value) throws(DomainError) {
        try POSIXFile.replaceAtomically(path, with: try encoded(value))
    }

    /// The file's bytes for `value`, in its envelope.
    private func encoded(_ value: Value) throws(DomainError) -> Data {
        let envelope = StorageEnvelope(
            formatVersion: formatVersion, savedAt: Timestamp.string(from: dates.now()), value: value)
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return try encoder.encode(envelope)
        } catch {
            throw .storage(path: path, cause: .unencodable(detail: "\(error)"))
        }
    }

    /// `value` as this store's next file, encoded now and written by `StagedReplacement.commit` together
    /// with other files, all or none. Like `save`, the commit refuses to replace a file it cannot read.
    public func staged(_ value: Value) throws(DomainError) -> StagedReplacement {
        StagedReplacement(
            path: path, lockPath: lockPath, lockTimeout: lockTimeout, contents: try encoded(value)
        ) { () throws(DomainError) in
            if let data = try self.read() { _ = try self.decode(data) }
        }
    }

    /// Temporary files left by a writer that was killed mid-write; only called under the lock, when no
    /// other writer can be using one.
    private func removeLeftoverTemporaryFiles() {
        for leftover in POSIXFile.names(in: directory) where leftover.hasPrefix(temporaryPrefix) {
            unlink(directory + "/" + leftover)
        }
    }

    /// `yyyyMMdd'T'HHmmss` in UTC, for the names of kept-aside copies.
    static func compactTimestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let numbers = [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map { $0 ?? 0 }
        return String(
            format: "%04d%02d%02dT%02d%02d%02d", numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5])
    }
}
