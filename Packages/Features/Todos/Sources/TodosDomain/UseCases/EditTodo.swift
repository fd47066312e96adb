import DomainCore

/// Renames a todo, with the same title rules as adding one.
public struct EditTodo: Sendable {
    private let repository: any TodoRepository
    private let resolve: ResolveTodoID

    public init(repository: any TodoRepository) {
        self.repository = repository
        self.resolve = ResolveTodoID(repository: repository)
    }

    /// Returns the renamed todo. `id` may be any unique prefix of its id (see `ResolveTodoID`); the title is
    /// checked first, so an invalid one never reaches the repository.
    public func callAsFunction(id: String, title: String) async throws(DomainError) -> Todo {
        let title = try Todo.validatedTitle(title)
        let todoID = try await resolve(id)
        return try await repository.update(id: todoID) { todo throws(DomainError) in try todo.rename(to: title) }
    }
}
