// Built only with the package's SQLite trait (on by default).
#if SQLite
    import DataCore
    import DataSQLite
    import DomainCore
    import Foundation
    import TodosDomain

    /// The todo list in the `todos` table of the app's SQLite database, through the Data core's `SQLiteDatabase`:
    /// the same `TodoRepository` as `FileTodoRepository`, and the same contract tests pass against both.
    ///
    /// Every change is one `BEGIN IMMEDIATE` transaction, so two processes changing the list at once both land.
    /// Like the file store, a new database serves the bundled welcome todos from memory, so reading never writes;
    /// the first change saves them with it (the `todos_saved` row says they were). A row the entities refuse is
    /// reported as corrupt data naming the database, and nothing rewrites it.
    public struct SQLiteTodoRepository: TodoRepository {
        /// The tables, each step taking the schema one version further.
        static let schema = SQLiteSchema(
            component: "todos",
            steps: [
                """
                CREATE TABLE todos (
                    position INTEGER PRIMARY KEY,
                    id TEXT NOT NULL UNIQUE,
                    title TEXT NOT NULL,
                    completed INTEGER NOT NULL CHECK (completed IN (0, 1)),
                    created_at TEXT NOT NULL
                );
                CREATE TABLE todos_saved (saved_at TEXT NOT NULL);
                """
            ])

        /// The database file.
        public let path: String
        private let dates: DateGenerator
        private let seeds: @Sendable () throws(DomainError) -> [Todo]

        /// The list in the database at `path` (created, with its folder, at the first write). `dates` dates the
        /// welcome todos and the first save; `welcomeLanguage` (`en`, `uz`) is the welcome todos' language.
        public init(path: String, dates: DateGenerator, welcomeLanguage: String) {
            self.init(path: path, dates: dates) { () throws(DomainError) in
                try WelcomeTodos.bundled(dates: dates, language: welcomeLanguage)
            }
        }

        /// The list in `path`, starting with `seeds()` until the first change. `seeds` must give the same ids on
        /// every call, since a read serves them without saving them.
        init(path: String, dates: DateGenerator, seeds: @escaping @Sendable () throws(DomainError) -> [Todo]) {
            self.path = path
            self.dates = dates
            self.seeds = seeds
        }

        public func todos() async throws(DomainError) -> [Todo] {
            guard let database = try SQLiteDatabase(path: path, create: false),
                try database.prepareForReading(Self.schema), try isSaved(database)
            else { return try seeds() }
            return try all(database)
        }

        public func add(_ todo: Todo) async throws(DomainError) {
            try change { database throws(DomainError) in
                guard try find(todo.id, in: database) == nil else {
                    throw .validation(field: "id", rule: .duplicate(todo.idString, firstAt: nil))
                }
                try insert(todo, into: database)
            }
        }

        public func update(id: UUID, _ change: @Sendable (inout Todo) throws(DomainError) -> Void)
            async throws(DomainError)
            -> Todo
        {
            try self.change { database throws(DomainError) in
                guard var todo = try find(id, in: database) else { throw Self.notFound(id) }
                try change(&todo)
                try database.run(
                    "UPDATE todos SET title = ?, completed = ? WHERE id = ?",
                    [.text(todo.title), .bool(todo.completed), .text(todo.idString)])
                return todo
            }
        }

        public func delete(id: UUID) async throws(DomainError) -> Todo {
            try change { database throws(DomainError) in
                guard let todo = try find(id, in: database) else { throw Self.notFound(id) }
                try database.run("DELETE FROM todos WHERE id = ?", [.text(todo.idString)])
                return todo
            }
        }

        /// Replaces the whole list with `todos` in `database` (this repository's), as part of the caller's
        /// transaction: an import replaces every feature's rows in one.
        public func replace(with todos: [Todo], in database: SQLiteDatabase) throws(DomainError) {
            try database.migrate(Self.schema)
            try database.transaction { () throws(DomainError) in
                try database.run("DELETE FROM todos")
                for todo in todos {
                    try insert(todo, into: database)
                }
                try database.run("DELETE FROM todos_saved")
                try database.run(
                    "INSERT INTO todos_saved (saved_at) VALUES (?)", [.text(Timestamp.string(from: dates.now()))])
            }
        }

        // MARK: - Rows

        /// Opens the database (creating it), and runs `body` in one write transaction, after saving the welcome
        /// todos if this is the list's first change.
        private func change<Result>(_ body: (SQLiteDatabase) throws(DomainError) -> Result) throws(DomainError)
            -> Result
        {
            guard let database = try SQLiteDatabase(path: path, create: true) else { throw Self.notOpened(path) }
            try database.migrate(Self.schema)
            return try database.transaction { () throws(DomainError) in
                if try !isSaved(database) {
                    for todo in try seeds() {
                        try insert(todo, into: database)
                    }
                    try database.run(
                        "INSERT INTO todos_saved (saved_at) VALUES (?)", [.text(Timestamp.string(from: dates.now()))])
                }
                return try body(database)
            }
        }

        private func isSaved(_ database: SQLiteDatabase) throws(DomainError) -> Bool {
            try database.rows("SELECT count(*) FROM todos_saved") { row throws(DomainError) in try row.int(0) } != [0]
        }

        private func insert(_ todo: Todo, into database: SQLiteDatabase) throws(DomainError) {
            try database.run(
                "INSERT INTO todos (id, title, completed, created_at) VALUES (?, ?, ?, ?)",
                [
                    .text(todo.idString), .text(todo.title), .bool(todo.completed),
                    .text(Timestamp.string(from: todo.createdAt)),
                ])
        }

        /// Every row, in the order they were added, through the same mapper as the file's records.
        private func all(_ database: SQLiteDatabase) throws(DomainError) -> [Todo] {
            let records = try database.rows("SELECT id, title, completed, created_at FROM todos ORDER BY position") {
                row throws(DomainError) in try record(row)
            }
            do {
                return try StoredTodoDTO.toDomain(records)
            } catch {
                throw .corruptData(source: .file(path), flaw: error.flaw, keptAside: nil)
            }
        }

        private func find(_ id: UUID, in database: SQLiteDatabase) throws(DomainError) -> Todo? {
            let records = try database.rows(
                "SELECT id, title, completed, created_at FROM todos WHERE id = ?", [.text(id.uuidString.lowercased())]
            ) { row throws(DomainError) in try record(row) }
            do {
                return try records.first?.toDomain(position: 1)
            } catch {
                throw .corruptData(source: .file(path), flaw: error.flaw, keptAside: nil)
            }
        }

        /// A row as the record the file store would hold; an id or a date that does not read is corrupt data.
        private func record(_ row: SQLiteRow) throws(DomainError) -> StoredTodoDTO {
            let idText = try row.text(0)
            let dateText = try row.text(3)
            guard let id = UUID(uuidString: idText) else {
                throw .corruptData(
                    source: .file(path),
                    flaw: .breaksRule(
                        record: DomainError.Record("todoWithID", id: idText), field: "id",
                        rule: .malformed(idText, expected: .uuid)),
                    keptAside: nil)
            }
            guard let createdAt = Timestamp.date(from: dateText) else {
                throw .corruptData(
                    source: .file(path),
                    flaw: .breaksRule(
                        record: DomainError.Record("todoWithID", id: idText), field: "createdAt",
                        rule: .malformed(dateText, expected: .timestamp)),
                    keptAside: nil)
            }
            return StoredTodoDTO(id: id, title: try row.text(1), completed: try row.bool(2), createdAt: createdAt)
        }

        private static func notFound(_ id: UUID) -> DomainError {
            .notFound(entity: "todo", id: id.uuidString.lowercased())
        }

        private static func notOpened(_ path: String) -> DomainError {
            .storage(path: path, cause: .notCreated)
        }
    }
#endif
