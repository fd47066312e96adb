import DomainCore

/// Removes a todo for good.
public struct DeleteTodo: Sendable {
    private let repository: any TodoRepository
    private let resolve: ResolveTodoID

    public init(repository: any TodoRepository) {
        self.repository = repository
        self.resolve = ResolveTodoID(repository: repository)
    }

    /// Returns the todo that was removed, so a screen can say which one it was.
    public func callAsFunction(id: String) async throws(DomainError) -> Todo {
        let todoID = try await resolve(id)
        return try await repository.delete(id: todoID)
    }
}
