import DataSQLite
import DataTesting
import DomainCore
import Foundation
import Synchronization
import Testing

/// The wrapper against real database files in a temporary folder.
@Suite("SQLite database")
struct SQLiteDatabaseTests {
    private static let notes = SQLiteSchema(
        component: "notes",
        steps: ["CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL, pinned INTEGER NOT NULL)"])

    @Test("a read of a missing file opens nothing and creates nothing")
    func missingFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("data/app.sqlite").path

        #expect(try SQLiteDatabase(path: path, create: false) == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("data").path))
    }

    @Test("the database and the journals SQLite writes beside it are the owner's alone")
    func privateFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("app.sqlite").path
        let database = try #require(try SQLiteDatabase(path: path, create: true))
        try database.migrate(Self.notes)
        try database.run("INSERT INTO notes (id, body, pinned) VALUES (?, ?, ?)", [1, "a", .bool(false)])

        // While the connection is open, SQLite's journals are there too.
        try withExtendedLifetime(database) {
            for file in [path, path + "-wal", path + "-shm"] {
                let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
                #expect(mode == 0o600, "\(file)")
            }
        }
    }

    @Test("a database an older build left readable by others is made the owner's alone when opened to write")
    func olderDatabaseMadePrivate() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("app.sqlite").path
        try #require(try SQLiteDatabase(path: path, create: true)).migrate(Self.notes)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)

        let database = try #require(try SQLiteDatabase(path: path, create: true))

        withExtendedLifetime(database) {
            #expect((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o600)
        }
    }

    @Test("bound values go in and come out as they were, quotes and all")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = try #require(try SQLiteDatabase(path: folder.file("app.sqlite").path, create: true))
        try database.migrate(Self.notes)

        try database.run(
            "INSERT INTO notes (id, body, pinned) VALUES (?, ?, ?)",
            [7, "it's \"quoted\"; DROP TABLE notes", .bool(true)])
        let rows = try database.rows("SELECT id, body, pinned FROM notes") { row throws(DomainError) in
            (try row.int(0), try row.text(1), try row.bool(2))
        }

        #expect(rows.count == 1)
        #expect(rows.first?.0 == 7 && rows.first?.1 == "it's \"quoted\"; DROP TABLE notes" && rows.first?.2 == true)
    }

    @Test("a transaction that throws leaves nothing behind, and rethrows")
    func rollback() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = try #require(try SQLiteDatabase(path: folder.file("app.sqlite").path, create: true))
        try database.migrate(Self.notes)

        #expect(throws: DomainError.cancelled) {
            try database.transaction { () throws(DomainError) in
                try database.run("INSERT INTO notes (id, body, pinned) VALUES (1, 'x', 0)")
                throw .cancelled
            }
        }
        let count = try database.rows("SELECT count(*) FROM notes") { row throws(DomainError) in try row.int(0) }

        #expect(count == [0])
    }

    @Test("the schema is created once, the steps run in order, and the versions are recorded")
    func migrations() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("app.sqlite").path
        let first = try #require(try SQLiteDatabase(path: path, create: true))
        try first.migrate(Self.notes)
        try first.run("INSERT INTO notes (id, body, pinned) VALUES (1, 'kept', 0)")

        let grown = SQLiteSchema(
            component: "notes", steps: Self.notes.steps + ["ALTER TABLE notes ADD COLUMN tag TEXT"])
        let second = try #require(try SQLiteDatabase(path: path, create: false))
        try second.migrate(grown)
        try second.migrate(grown)

        let rows = try second.rows("SELECT body, tag IS NULL FROM notes") { row throws(DomainError) in
            (try row.text(0), try row.int(1))
        }
        let versions = try second.rows("SELECT component, version FROM schema_versions") { row throws(DomainError) in
            "\(try row.text(0)) \(try row.int(1))"
        }
        #expect(rows.first?.0 == "kept" && rows.first?.1 == 1)
        #expect(versions == ["notes 2"])
    }

    @Test("a database written by a newer app is refused as corrupt data, and left as it was")
    func newerSchema() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("app.sqlite").path
        let newer = SQLiteSchema(component: "notes", steps: Self.notes.steps + ["CREATE TABLE extra (x INTEGER)"])
        try #require(try SQLiteDatabase(path: path, create: true)).migrate(newer)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        #expect(
            throws: DomainError.corruptData(
                source: .file(path), flaw: .unsupportedVersion(found: 2, supported: 1), keptAside: nil)
        ) {
            try #require(try SQLiteDatabase(path: path, create: false)).migrate(Self.notes)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("a file that is not a database is corrupt data with SQLite's words, and is never overwritten")
    func notADatabase() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("app.sqlite").path
        let text = String(repeating: "These are my notes, not a database.\n", count: 200)
        try text.write(toFile: path, atomically: true, encoding: .utf8)

        #expect(
            throws: DomainError.corruptData(
                source: .file(path), flaw: .undecodable(detail: "SQLite: file is not a database"), keptAside: nil)
        ) {
            try #require(try SQLiteDatabase(path: path, create: true)).migrate(Self.notes)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }

    @Test("a column that does not hold what the schema says is corrupt data naming the column")
    func wrongColumnType() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("app.sqlite").path
        let database = try #require(try SQLiteDatabase(path: path, create: true))
        try database.migrate(Self.notes)
        try database.run("INSERT INTO notes (id, body, pinned) VALUES (1, 'x', 'yes')")

        #expect(
            throws: DomainError.corruptData(
                source: .file(path),
                flaw: .unreadable(.init(field: "pinned", problem: .expected(.number, found: .string))),
                keptAside: nil)
        ) {
            try database.rows("SELECT pinned FROM notes") { row throws(DomainError) in try row.bool(0) }
        }
    }

    @Test("a second connection that cannot get the write lock within its timeout says the data is in use")
    func busy() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("app.sqlite").path
        let holder = try #require(try SQLiteDatabase(path: path, create: true))
        try holder.migrate(Self.notes)
        let waiter = try #require(try SQLiteDatabase(path: path, create: false, busyTimeout: 0.05))

        try holder.execute("BEGIN IMMEDIATE")
        defer { try? holder.execute("ROLLBACK") }

        #expect(throws: DomainError.storage(path: path, cause: .inUse(seconds: 0.05))) {
            try waiter.transaction { () throws(DomainError) in try waiter.run("DELETE FROM notes") }
        }
    }

    @Test("connections opening one new file at the same moment all get it, and all their writes land")
    func newFileOpenedAtOnce() throws {
        // Ten new files: without the retry, one connection of six failed in about half of the rounds.
        for _ in 0..<10 {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let path = folder.file("app.sqlite").path
            let failures = Mutex<[String]>([])
            DispatchQueue.concurrentPerform(iterations: 6) { writer in
                do throws(DomainError) {
                    guard let database = try SQLiteDatabase(path: path, create: true) else {
                        failures.withLock { $0.append("\(writer): no database was opened") }
                        return
                    }
                    try database.migrate(Self.notes)
                    try database.run("INSERT INTO notes (id, body, pinned) VALUES (?, ?, ?)", [.int(writer), "w", 0])
                } catch {
                    failures.withLock { $0.append("\(writer): \(error)") }
                }
            }
            #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 })")
            let database = try #require(try SQLiteDatabase(path: path, create: false))
            #expect(
                try database.rows("SELECT COUNT(*) FROM notes") { row throws(DomainError) in try row.int(0) } == [6])
        }
    }

    @Test("a read of a component another one's database lacks finds nothing and writes nothing")
    func readBeforeTheComponentExists() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("app.sqlite").path
        try #require(try SQLiteDatabase(path: path, create: true)).migrate(Self.notes)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let other = SQLiteSchema(component: "tasks", steps: ["CREATE TABLE tasks (id INTEGER PRIMARY KEY)"])

        let reader = try #require(try SQLiteDatabase(path: path, create: false))

        #expect(try reader.prepareForReading(other) == false)
        #expect(try reader.prepareForReading(Self.notes) == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("text with a NUL inside is stored and read back whole")
    func nulInText() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = try #require(try SQLiteDatabase(path: folder.file("app.sqlite").path, create: true))
        try database.migrate(Self.notes)
        let text = "before\u{0}after é"

        try database.run("INSERT INTO notes (id, body, pinned) VALUES (1, ?, 0)", [.text(text)])
        let read = try database.rows("SELECT body FROM notes") { row throws(DomainError) in try row.text(0) }

        #expect(read == [text])
    }
}
