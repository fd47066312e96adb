import Foundation

/// A value bound to a statement's `?` or read from a column, in SQLite's own storage classes.
public enum SQLiteValue: Sendable, Hashable {
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
    case null
}

extension SQLiteValue: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(stringLiteral value: String) { self = .text(value) }

    /// A whole number.
    public static func int(_ value: Int) -> SQLiteValue { .integer(Int64(value)) }

    /// A flag, stored as 0 or 1.
    public static func bool(_ value: Bool) -> SQLiteValue { .integer(value ? 1 : 0) }
}
