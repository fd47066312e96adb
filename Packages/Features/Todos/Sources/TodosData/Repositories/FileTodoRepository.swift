import DataCore
import DomainCore
import Foundation
import TodosDomain

/// The todo list in `todos.json` in the data folder, through the Data core's `JSONFileStorage`: records are
/// mapped to `Todo` here, and the protocol knows no file.
///
/// Every change is one read-modify-write under the store's cross-process lock (`JSONFileStorage.update`), so two
/// `app todos add` processes started at the same moment both land. On a new data folder (no file yet) the
/// bundled welcome todos are served from memory, with ids derived from the resource, so reading never writes:
/// the first change saves them with that change. A file
/// that cannot be read is reported as `.corruptData` naming the file and the copy kept aside, and no command
/// ever overwrites or deletes it.
public struct FileTodoRepository: TodoRepository {
    /// The file's name inside the data folder.
    public static let fileName = "todos.json"

    private let store: JSONFileStorage<[StoredTodoDTO]>
    private let seeds: @Sendable () throws(DomainError) -> [Todo]

    /// The list in `directory/todos.json` (the folder is created, mode 0700, at the first write). `dates`
    /// dates the welcome todos and the file; `welcomeLanguage` (`en`, `uz`) is the welcome todos' language.
    public init(directory: URL, dates: DateGenerator, welcomeLanguage: String) {
        self.init(fileURL: directory.appendingPathComponent(Self.fileName), dates: dates) { () throws(DomainError) in
            try WelcomeTodos.bundled(dates: dates, language: welcomeLanguage)
        }
    }

    /// The list in `fileURL`, starting with `seeds()` when the file does not exist yet. `seeds` must give the
    /// same ids on every call, since a read serves them without saving them.
    init(fileURL: URL, dates: DateGenerator, seeds: @escaping @Sendable () throws(DomainError) -> [Todo]) {
        self.store = JSONFileStorage(fileURL: fileURL, dates: dates)
        self.seeds = seeds
    }

    /// Where the list is kept.
    public var fileURL: URL { store.fileURL }

    /// `todos` as the list's next file, for an import that replaces every data file at once
    /// (`StagedReplacement.commit`).
    public func staged(_ todos: [Todo]) throws(DomainError) -> StagedReplacement {
        try store.staged(todos.map(StoredTodoDTO.init))
    }

    public func todos() async throws(DomainError) -> [Todo] {
        // A new data folder: the welcome todos, from memory. Reading leaves the folder as it was.
        if let todos = try store.load({ stored throws(RuleViolation) in try StoredTodoDTO.toDomain(stored) }) {
            return todos
        }
        return try seeds()
    }

    public func add(_ todo: Todo) async throws(DomainError) {
        try change { todos throws(DomainError) in
            guard !todos.contains(where: { $0.id == todo.id }) else {
                throw .validation(field: "id", rule: .duplicate(todo.idString, firstAt: nil))
            }
            todos.append(todo)
        }
    }

    public func update(id: UUID, _ change: @Sendable (inout Todo) throws(DomainError) -> Void) async throws(DomainError)
        -> Todo
    {
        try self.change { todos throws(DomainError) in
            let index = try Self.index(of: id, in: todos)
            try change(&todos[index])
            return todos[index]
        }
    }

    public func delete(id: UUID) async throws(DomainError) -> Todo {
        try change { todos throws(DomainError) in todos.remove(at: try Self.index(of: id, in: todos)) }
    }

    /// Reads the list (the welcome todos when there is no file yet), lets `body` change it and writes it back,
    /// all under the store's lock. Nothing is written when `body` throws, or when the file cannot be read or
    /// holds a record the entities refuse (the store reports that `RuleViolation` as corrupt data).
    private func change<R>(_ body: (inout [Todo]) throws(DomainError) -> R) throws(DomainError) -> R {
        let initial = FileManager.default.fileExists(atPath: fileURL.path) ? [] : try seeds().map(StoredTodoDTO.init)
        return try store.update(default: initial, reading: StoredTodoDTO.toDomain) {
            stored, todos throws(DomainError) in
            var todos = todos
            let result = try body(&todos)
            stored = todos.map(StoredTodoDTO.init)
            return result
        }
    }

    private static func index(of id: UUID, in todos: [Todo]) throws(DomainError) -> Int {
        guard let index = todos.firstIndex(where: { $0.id == id }) else {
            throw .notFound(entity: "todo", id: id.uuidString.lowercased())
        }
        return index
    }
}
