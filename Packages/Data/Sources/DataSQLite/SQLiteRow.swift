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
        guard value == 0 || value == 1 else { throw flaw(index, "0 or 1", found: String(value)) }
        return value == 1
    }

    private func expect(_ index: Int32, _ type: Int32) throws(DomainError) {
        let found = sqlite3_column_type(statement, index)
        guard found == type else {
            throw flaw(index, Self.name(of: type), found: Self.name(of: found))
        }
    }

    private func flaw(_ index: Int32, _ expected: String, found: String) -> DomainError {
        let column = sqlite3_column_name(statement, index).map { String(cString: $0) } ?? "column \(index)"
        return .corruptData(
            source: .file(database.path),
            flaw: .undecodable(detail: "column \(column) holds \(found), not \(expected)"),
            keptAside: nil)
    }

    private static func name(of type: Int32) -> String {
        switch type {
        case SQLITE_INTEGER: "an integer"
        case SQLITE_FLOAT: "a real number"
        case SQLITE_TEXT: "text"
        case SQLITE_BLOB: "a blob"
        default: "NULL"
        }
    }
}
