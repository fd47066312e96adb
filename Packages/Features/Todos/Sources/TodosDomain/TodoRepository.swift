import DomainCore
import Foundation

/// Where todos are kept. Every change is one atomic step on the stored list (read, change, write back), so
/// two processes changing the list at the same time never lose each other's work. Implementations map
/// their storage to `Todo` and their failures to `DomainError`; callers never see a file or a DTO.
public protocol TodoRepository: Sendable {
    /// Every stored todo, in no particular order.
    func todos() async throws(DomainError) -> [Todo]
    /// Stores a new todo (its id is new, so nothing is replaced).
    func add(_ todo: Todo) async throws(DomainError)
    /// Applies `change` to the todo with `id` in one atomic step and returns it as changed; throws
    /// `.notFound(entity: "todo", id:)` when there is no such todo (any more). When `change` throws (a title
    /// the entity refuses), nothing is stored and its error is rethrown. The change has the shape of every
    /// repository change in this app: a `@Sendable` closure that throws `DomainError`.
    func update(id: UUID, _ change: @Sendable (inout Todo) throws(DomainError) -> Void) async throws(DomainError)
        -> Todo
    /// Removes the todo with `id` and returns it; throws `.notFound(entity: "todo", id:)` when there is none.
    func delete(id: UUID) async throws(DomainError) -> Todo
}
