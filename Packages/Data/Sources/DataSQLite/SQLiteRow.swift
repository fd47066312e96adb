import DomainCore
import Foundation

#if canImport(SQLite3)
    import SQLite3
#else
    import CSQLite
#endif

/// The current row of a query, read by column index. Only valid inside the `rows` closure it is given to.
/// A column of the wrong type is corrupt data (the schema says what each column holds), never a crash.
public struct SQLiteRow {
    let statement: OpaquePointer
    let database: SQLiteDatabase

    /// The whole number in column `index`.
    public func int(_ index: Int32) throws(DomainError) -> Int {
        try expect(index, SQLITE_INTEGER)
        return Int(sqlite3_column_int64(statement, index))
    }

    /// The text in column `index`.
    public func text(_ index: Int32) throws(DomainError) -> String {
        try expect(index, SQLITE_TEXT)
        guard let bytes = sqlite3_column_text(statement, index) else { return "" }
        // By its length, so text with a NUL inside comes back whole.
        let count = Int(sqlite3_column_bytes(statement, index))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// The flag (0 or 1) in column `index`.
    public func bool(_ index: Int32) throws(DomainError) -> Bool {
        let value = try int(index)
        guard value == 0 || value == 1 else { throw flaw(index, .bool, found: .named(String(value))) }
        return value == 1
    }

    private func expect(_ index: Int32, _ type: Int32) throws(DomainError) {
        let found = sqlite3_column_type(statement, index)
        guard found == type else {
            throw flaw(index, Self.kind(of: type), found: Self.kind(of: found))
        }
    }

    private func flaw(
        _ index: Int32, _ expected: DomainError.Decoding.Kind, found: DomainError.Decoding.Kind
    ) -> DomainError {
        let column = sqlite3_column_name(statement, index).map { String(cString: $0) } ?? String(index)
        let decoding = DomainError.Decoding(field: column, problem: .expected(expected, found: found))
        return .corruptData(source: .file(database.path), flaw: .unreadable(decoding), keptAside: nil)
    }

    private static func kind(of type: Int32) -> DomainError.Decoding.Kind {
        switch type {
        case SQLITE_INTEGER, SQLITE_FLOAT: .number
        case SQLITE_TEXT: .string
        case SQLITE_BLOB: .named("BLOB")
        default: .null
        }
    }
}
