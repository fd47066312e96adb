import DomainCore

/// Marks a todo done, or not done again.
public struct ToggleTodo: Sendable {
    private let repository: any TodoRepository
    private let resolve: ResolveTodoID

    public init(repository: any TodoRepository) {
        self.repository = repository
        self.resolve = ResolveTodoID(repository: repository)
    }

    /// Returns the todo with `completed` flipped. The flip happens inside the repository's atomic step, so
    /// two toggles at once give back the original state rather than losing one.
    public func callAsFunction(id: String) async throws(DomainError) -> Todo {
        let todoID = try await resolve(id)
        return try await repository.update(id: todoID) { $0.completed.toggle() }
    }
}
