import DomainCore
import Foundation

/// Lists the todos a filter selects, in the one order every screen shows.
public struct ListTodos: Sendable {
    private let repository: any TodoRepository

    public init(repository: any TodoRepository) {
        self.repository = repository
    }

    /// Returns the todos `filter` selects, newest first; todos made at the same instant are ordered by id,
    /// so the list reads the same on every run whatever order the source keeps them in.
    public func callAsFunction(filter: TodoFilter = .all) async throws(DomainError) -> [Todo] {
        try await repository.todos()
            .filter(filter.includes)
            .sorted { ($1.createdAt, $0.idString) < ($0.createdAt, $1.idString) }
    }
}
