import DomainCore

/// A component's tables (a feature's), as the list of steps that create them and change them since: step N
/// takes the schema from version N - 1 to N. Steps are only ever appended.
///
/// Several features keep their tables in one database file, so that one transaction can span them (an
/// import replaces the todos, the cart and the orders at once). SQLite's `user_version` is one number per
/// file, so it versions this wrapper's own bookkeeping (version 1: the `schema_versions` table), and each
/// component's version is its row in `schema_versions`.
public struct SQLiteSchema: Sendable {
    /// The component's name, its key in `schema_versions` ("todos").
    public let component: String
    public let steps: [String]

    public init(component: String, steps: [String]) {
        self.component = component
        self.steps = steps
    }

    /// The version the steps lead to.
    public var version: Int { steps.count }
}

extension SQLiteDatabase {
    /// The version of the wrapper's own bookkeeping, kept in `user_version`.
    static let bookkeepingVersion = 1

    /// Brings `schema` up to date in one `BEGIN IMMEDIATE` transaction (two processes that start at once take
    /// turns, and the second finds nothing left to do). A file whose bookkeeping or component is newer than
    /// this app knows is refused as corrupt data, and left as it was.
    public func migrate(_ schema: SQLiteSchema) throws(DomainError) {
        if try current(schema) == schema.version { return }
        try transaction { () throws(DomainError) in
            let bookkeeping = try rows("PRAGMA user_version") { row throws(DomainError) in try row.int(0) }.first ?? 0
            guard bookkeeping <= Self.bookkeepingVersion else {
                throw unsupported(found: bookkeeping, supported: Self.bookkeepingVersion)
            }
            if bookkeeping < 1 {
                try execute(
                    "CREATE TABLE schema_versions (component TEXT PRIMARY KEY NOT NULL, version INTEGER NOT NULL)")
                try execute("PRAGMA user_version = \(Self.bookkeepingVersion)")
            }
            let found = try componentVersion(schema.component)
            guard found <= schema.version else { throw unsupported(found: found, supported: schema.version) }
            for step in schema.steps.dropFirst(found) {
                try execute(step)
            }
            try run(
                "INSERT INTO schema_versions (component, version) VALUES (?, ?) "
                    + "ON CONFLICT (component) DO UPDATE SET version = excluded.version",
                [.text(schema.component), .int(schema.version)])
        }
    }

    /// For a read: whether `schema`'s tables exist, brought up to date when they do (a newer database is
    /// refused as `migrate` refuses it). A database another feature created holds none of this component's
    /// tables yet: then the read finds nothing, and writes nothing.
    public func prepareForReading(_ schema: SQLiteSchema) throws(DomainError) -> Bool {
        let bookkeeping = try rows("PRAGMA user_version") { row throws(DomainError) in try row.int(0) }.first ?? 0
        guard bookkeeping != 0 else { return false }
        if bookkeeping == Self.bookkeepingVersion, try componentVersion(schema.component) == 0 { return false }
        try migrate(schema)
        return true
    }

    /// The component's version without taking the write lock, or nil before the bookkeeping exists.
    private func current(_ schema: SQLiteSchema) throws(DomainError) -> Int? {
        let bookkeeping = try rows("PRAGMA user_version") { row throws(DomainError) in try row.int(0) }.first ?? 0
        guard bookkeeping == Self.bookkeepingVersion else { return nil }
        return try componentVersion(schema.component)
    }

    private func componentVersion(_ component: String) throws(DomainError) -> Int {
        try rows("SELECT version FROM schema_versions WHERE component = ?", [.text(component)]) {
            row throws(DomainError) in try row.int(0)
        }.first ?? 0
    }

    private func unsupported(found: Int, supported: Int) -> DomainError {
        .corruptData(source: .file(path), flaw: .unsupportedVersion(found: found, supported: supported), keptAside: nil)
    }
}
