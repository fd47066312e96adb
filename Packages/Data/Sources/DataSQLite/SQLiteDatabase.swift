import DataCore
import DomainCore
import Foundation

#if canImport(SQLite3)
    import SQLite3
#else
    import CSQLite
#endif

/// One connection to a SQLite database file: with `SQLiteRow`, the only code of the repo that speaks SQLite's C
/// API. It opens
/// the file in WAL mode (readers never wait for the writer, and a committed transaction survives the process
/// being killed) with a busy timeout (a second process waits for the lock instead of failing), runs
/// statements with bound parameters only, wraps read-modify-writes in `BEGIN IMMEDIATE` transactions, and
/// reports every failure as a `DomainError` carrying SQLite's own message.
///
/// A connection belongs to one caller at a time: the repositories open one per operation, which costs far
/// less than the file system calls around it and keeps them `Sendable` without a lock of their own.
public final class SQLiteDatabase {
    /// The database file.
    public let path: String
    private let handle: OpaquePointer
    private let busyTimeout: Double

    /// Opens the database at `path`, creating the file (mode 0600, and the folders above it, mode 0700) when
    /// `create` is set. Nil when the file does not exist and `create` is not set, so a read of a new data folder
    /// writes nothing. A file that is not a database fails here as corrupt data and is left as it was.
    public init?(path: String, create: Bool, busyTimeout: Double = 10) throws(DomainError) {
        let exists = FileManager.default.fileExists(atPath: path)
        guard exists || create else { return nil }
        if !exists {
            // The same folder rules as the file store: created on the first write, private to the user.
            try POSIXFile.makeDirectory((path as NSString).deletingLastPathComponent)
        }
        if create {
            // The file private to the user too, a new one or one an older build made 0644; SQLite gives its
            // journals the database file's mode.
            try POSIXFile.makePrivate(path)
        }
        var opened: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &opened, flags, nil)
        guard code == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(opened)
            throw Self.failure(code, message: message, path: path, busyTimeout: busyTimeout)
        }
        self.path = path
        self.handle = opened
        self.busyTimeout = busyTimeout
        sqlite3_extended_result_codes(opened, 1)
        sqlite3_busy_timeout(opened, Int32(max(0, min(busyTimeout, 86_400)) * 1000))
        // The first statement reads the file's header: a file that is not a database fails here.
        let mode = try switchToWriteAheadLog()
        guard mode?.lowercased() == "wal" else {
            throw .storage(path: path, cause: .noWriteAheadLog(journalMode: mode))
        }
        try execute("PRAGMA synchronous = FULL")
        try execute("PRAGMA foreign_keys = ON")
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    // MARK: - Statements

    /// Runs `sql`, one or more statements without parameters (a schema, a pragma).
    public func execute(_ sql: String) throws(DomainError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw failure(code) }
    }

    /// Runs one statement with `values` bound to its `?`s, and returns how many rows it changed.
    @discardableResult
    public func run(_ sql: String, _ values: [SQLiteValue] = []) throws(DomainError) -> Int {
        let statement = try prepare(sql, values)
        defer { sqlite3_finalize(statement) }
        let code = sqlite3_step(statement)
        guard code == SQLITE_DONE || code == SQLITE_ROW else { throw failure(code) }
        return Int(sqlite3_changes(handle))
    }

    /// Runs one query with `values` bound, and reads each row with `read`.
    public func rows<Row>(
        _ sql: String, _ values: [SQLiteValue] = [], _ read: (SQLiteRow) throws(DomainError) -> Row
    ) throws(DomainError) -> [Row] {
        let statement = try prepare(sql, values)
        defer { sqlite3_finalize(statement) }
        var rows: [Row] = []
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { return rows }
            guard code == SQLITE_ROW else { throw failure(code) }
            rows.append(try read(SQLiteRow(statement: statement, database: self)))
        }
    }

    /// Runs `body` in a `BEGIN IMMEDIATE` transaction: the write lock is taken first (waiting up to the busy
    /// timeout for another process), so a read-modify-write never works on data another writer changes
    /// under it. Commits when `body` returns, rolls back when it throws (and rethrows). Called inside
    /// another transaction, `body` simply becomes part of it, so several repositories' writes (an import) can
    /// share one transaction.
    public func transaction<Result>(_ body: () throws(DomainError) -> Result) throws(DomainError) -> Result {
        guard sqlite3_get_autocommit(handle) != 0 else { return try body() }
        try execute("BEGIN IMMEDIATE")
        let result: Result
        do {
            result = try body()
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
        return result
    }

    /// Switches the file to write-ahead logging (a no-op once it is) and returns the journal mode SQLite now
    /// reports. On a new file the switch needs the file to itself, and when another connection is opening the
    /// same new file SQLite answers busy at once, without waiting in its busy handler (waiting there could
    /// deadlock). Two processes started together on a new data folder saw one of them fail so ("in use"), so
    /// the switch is tried again, with short pauses, for up to the busy timeout.
    private func switchToWriteAheadLog() throws(DomainError) -> String? {
        let deadline = ContinuousClock.now + .milliseconds(Int(max(0, min(busyTimeout, 86_400)) * 1000))
        var pause = 0.002
        while true {
            let statement = try prepare("PRAGMA journal_mode = WAL", [])
            let code = sqlite3_step(statement)
            if code == SQLITE_ROW {
                let mode = sqlite3_column_text(statement, 0).map { String(cString: $0) }
                sqlite3_finalize(statement)
                return mode
            }
            let error = failure(code)
            sqlite3_finalize(statement)
            guard code & 0xFF == SQLITE_BUSY, ContinuousClock.now < deadline else { throw error }
            Thread.sleep(forTimeInterval: pause)
            pause = min(pause * 2, 0.05)
        }
    }

    private func prepare(_ sql: String, _ values: [SQLiteValue]) throws(DomainError) -> OpaquePointer {
        var prepared: OpaquePointer?
        let code = sqlite3_prepare_v2(handle, sql, -1, &prepared, nil)
        guard code == SQLITE_OK, let statement = prepared else { throw failure(code) }
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let bound: Int32
            switch value {
            case let .integer(number): bound = sqlite3_bind_int64(statement, index, number)
            case let .real(number): bound = sqlite3_bind_double(statement, index, number)
            case let .text(text):
                // The length given, so text with a NUL inside is kept whole.
                let utf8 = Array(text.utf8)
                bound = utf8.withUnsafeBufferPointer { bytes in
                    bytes.baseAddress.map { base in
                        base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                            sqlite3_bind_text(statement, index, $0, Int32(bytes.count), Self.transient)
                        }
                    } ?? sqlite3_bind_text(statement, index, "", 0, Self.transient)
                }
            case let .blob(data):
                bound = data.withUnsafeBytes { bytes in
                    sqlite3_bind_blob(statement, index, bytes.baseAddress, Int32(bytes.count), Self.transient)
                }
            case .null: bound = sqlite3_bind_null(statement, index)
            }
            guard bound == SQLITE_OK else {
                sqlite3_finalize(statement)
                throw failure(bound)
            }
        }
        return statement
    }

    /// SQLite's `SQLITE_TRANSIENT`: copy the bound bytes now (a C macro Swift does not import).
    private static var transient: sqlite3_destructor_type {
        unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    }

    // MARK: - Failures

    /// The error for `code`, with SQLite's message for this connection.
    func failure(_ code: Int32) -> DomainError {
        Self.failure(code, message: String(cString: sqlite3_errmsg(handle)), path: path, busyTimeout: busyTimeout)
    }

    /// SQLite's result codes in the domain's terms: a file that is not a database or is damaged inside is
    /// corrupt data (exit 65); a lock held past the busy timeout is a data folder in use; anything else
    /// (read-only, no space, no permission) is a storage failure (exit 74). Each keeps SQLite's own words.
    static func failure(_ code: Int32, message: String, path: String, busyTimeout: Double) -> DomainError {
        switch code & 0xFF {
        case SQLITE_NOTADB, SQLITE_CORRUPT:
            return .corruptData(source: .file(path), flaw: .undecodable(detail: "SQLite: \(message)"), keptAside: nil)
        case SQLITE_BUSY:
            return .storage(path: path, cause: .inUse(seconds: busyTimeout))
        default:
            return .storage(path: path, cause: .system(detail: "SQLite: \(message)"))
        }
    }
}
