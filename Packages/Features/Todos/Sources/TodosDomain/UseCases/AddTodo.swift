import DomainCore
import Foundation

/// Adds a todo, so that every new todo gets a trimmed, valid title, a fresh id and the time it was made.
public struct AddTodo: Sendable {
    private let repository: any TodoRepository
    private let dates: DateGenerator
    private let ids: IDGenerator

    /// `dates` and `ids` are injected so tests can predict `createdAt` and `id`.
    public init(repository: any TodoRepository, dates: DateGenerator, ids: IDGenerator) {
        self.repository = repository
        self.dates = dates
        self.ids = ids
    }

    /// Returns the stored todo. An empty or whitespace-only title, or one longer than
    /// `Todo.maximumTitleLength` characters, is a validation error and nothing is stored.
    public func callAsFunction(title: String) async throws(DomainError) -> Todo {
        let todo = try Todo(id: ids.next(), title: title, createdAt: dates.now())
        try await repository.add(todo)
        return todo
    }
}
