import DataCore
import DomainCore
import Foundation
import TodosDomain

extension StoredTodoDTO {
    /// The record for `todo`, as the file keeps it.
    init(_ todo: Todo) {
        self.init(id: todo.id, title: todo.title, completed: todo.completed, createdAt: todo.createdAt)
    }

    /// The entity; a title it refuses (empty, too long) is a violation naming the todo by its place in the file.
    func toDomain(position: Int) throws(RuleViolation) -> Todo {
        try RuleViolation.checking(DomainError.Record("todo", position: position)) { () throws(DomainError) in
            try Todo(id: id, title: title, completed: completed, createdAt: createdAt)
        }
    }

    /// The entities of a stored list, in the file's order. Two records with one id are a violation: neither
    /// could be changed by its id, so the list is refused rather than shown.
    static func toDomain(_ stored: [StoredTodoDTO]) throws(RuleViolation) -> [Todo] {
        var todos: [Todo] = []
        for (offset, record) in stored.enumerated() {
            todos.append(try record.toDomain(position: offset + 1))
        }
        try RuleViolation.checking(nil) { () throws(DomainError) in
            try todos.requireUniqueKeys(\.id, field: "id", of: "todo", shown: { $0.id.uuidString.lowercased() })
        }
        return todos
    }
}
