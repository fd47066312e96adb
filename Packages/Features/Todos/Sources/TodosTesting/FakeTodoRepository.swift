import DomainCore
import Foundation
import TodosDomain

/// An in-memory `TodoRepository` for tests and examples in any feature: it records every call and can fail
/// a chosen method, so tests see exactly what a use case asked for.
public actor FakeTodoRepository: TodoRepository {
    /// The four repository methods, to choose which one fails.
    public enum Method: Hashable, Sendable {
        case todos, add, update, delete
    }

    /// One recorded call with its arguments.
    public enum Call: Hashable, Sendable {
        case todos
        case add(Todo)
        case update(id: UUID)
        case delete(id: UUID)

        /// The method this call went to.
        public var method: Method {
            switch self {
            case .todos: return .todos
            case .add: return .add
            case .update: return .update
            case .delete: return .delete
            }
        }
    }

    /// What the fake holds, in the order added (the repository promises no order; `ListTodos` sorts).
    public private(set) var stored: [Todo]
    /// Every call, in the order it arrived.
    public private(set) var calls: [Call] = []
    private var failures: [Method: DomainError] = [:]

    public init(todos: [Todo] = TodoFixtures.all) {
        self.stored = todos
    }

    /// Makes every later call to `method` throw `error`; nil makes it succeed again.
    public func fail(_ method: Method, with error: DomainError?) {
        failures[method] = error
    }

    // MARK: - TodoRepository

    public func todos() async throws(DomainError) -> [Todo] {
        try begin(.todos)
        return stored
    }

    public func add(_ todo: Todo) async throws(DomainError) {
        try begin(.add(todo))
        stored.append(todo)
    }

    public func update(id: UUID, _ change: @Sendable (inout Todo) throws(DomainError) -> Void) async throws(DomainError)
        -> Todo
    {
        try begin(.update(id: id))
        guard let index = stored.firstIndex(where: { $0.id == id }) else {
            throw .notFound(entity: "todo", id: id.uuidString.lowercased())
        }
        var changed = stored[index]
        try change(&changed)
        stored[index] = changed
        return changed
    }

    public func delete(id: UUID) async throws(DomainError) -> Todo {
        try begin(.delete(id: id))
        guard let index = stored.firstIndex(where: { $0.id == id }) else {
            throw .notFound(entity: "todo", id: id.uuidString.lowercased())
        }
        return stored.remove(at: index)
    }

    /// Records the call, then throws the configured failure if there is one.
    private func begin(_ call: Call) throws(DomainError) {
        calls.append(call)
        if let failure = failures[call.method] {
            throw failure
        }
    }
}
