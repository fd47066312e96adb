import Foundation
import PresentationCore
import TodosDomain

/// Todos as the `--json` documents of docs/CLI.md write them.
enum TodoJSON {
    /// `{"todos":[…]}`: a list, for `todos` and every change but `add`.
    static func list(_ todos: [Todo]) -> JSONValue {
        .object([("todos", .array(todos.map(todo)))])
    }

    /// `{"todo":{…}}`: the todo `todos add` made.
    static func added(_ todo: Todo) -> JSONValue {
        .object([("todo", self.todo(todo))])
    }

    /// `{"id":"…","title":"…","completed":false,"createdAt":"2025-06-15T16:00:00Z"}`.
    static func todo(_ todo: Todo) -> JSONValue {
        .object([
            ("id", .string(todo.idString)),
            ("title", .string(todo.title)),
            ("completed", .bool(todo.completed)),
            ("createdAt", .string(DateText.iso(todo.createdAt))),
        ])
    }
}
