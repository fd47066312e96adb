import DomainCore
import Foundation
import PresentationCore
import TodosDomain

/// The screen of the todo list, with a line saying what the last command changed.
enum TodoListPresenter {
    typealias State = TodosFeature.State

    static func screen(for state: State) -> Screen {
        let title = title(for: state.filter)
        switch state.change {
        case .loading, .refreshing:
            return Screen(title: title, status: .loading(label: "Saving…"))
        case let .failed(error):
            return failed(error, title: title)
        case .idle, .loaded:
            break
        }
        switch state.todos {
        case .idle:
            return Screen(title: title, routes: routes)
        case .loading, .refreshing:
            return Screen(title: title, status: .loading(label: "Loading todos…"))
        case let .failed(error):
            return failed(error, title: title)
        case let .loaded(todos):
            return loaded(todos, state: state, title: title)
        }
    }

    /// "Todos", "Todos · active", "Todos · completed".
    static func title(for filter: TodoFilter) -> String {
        filter == .all ? "Todos" : "Todos · \(filter.rawValue)"
    }

    private static func failed(_ error: DomainError, title: String) -> Screen {
        let failure = Screen.Failure(error, message: sentence(for: error))
        return Screen(
            title: title,
            messages: [Screen.Message(.error, failure.message)],
            routes: routes,
            failure: failure
        )
    }

    /// The error's sentence, plus what to do when the todos file cannot be read: no command will touch it.
    static func sentence(for error: DomainError) -> String {
        guard case .corruptData = error else { return error.sentence }
        return error.sentence + " Repair the file, or move it away to start a new list."
    }

    private static func loaded(_ todos: [Todo], state: State, title: String) -> Screen {
        var screen = Screen(title: title, routes: routes, json: TodoJSON.list(todos))
        if todos.isEmpty {
            screen.messages = [Screen.Message(.info, emptyMessage(for: state.filter))]
        } else {
            screen.subtitle = subtitle(todos, filter: state.filter)
            screen.sections = [Screen.Section(content: .table(table(todos, now: state.listedAt)))]
        }
        if let change = state.change.value {
            screen.messages.insert(Screen.Message(.info, message(for: change)), at: 0)
            if case let .added(todo) = change {
                screen.json = TodoJSON.added(todo)
            }
        }
        return screen
    }

    private static func subtitle(_ todos: [Todo], filter: TodoFilter) -> String {
        switch filter {
        case .all:
            let done = todos.filter(\.completed).count
            return "\(count(todos.count)) · \(done) done"
        case .active, .completed:
            return "\(count(todos.count)) \(filter.rawValue)"
        }
    }

    private static func count(_ number: Int) -> String {
        number == 1 ? "1 todo" : "\(number) todos"
    }

    private static func emptyMessage(for filter: TodoFilter) -> String {
        switch filter {
        case .all: return "No todos yet: add one to start."
        case .active: return "Nothing left to do."
        case .completed: return "No completed todos yet."
        }
    }

    /// One sentence about the last change, naming the todo by its title and the id a person types.
    static func message(for change: TodoChange) -> String {
        let todo = change.todo
        switch change {
        case .added: return "Added “\(todo.title)” (\(shortID(todo)))."
        case .edited: return "Renamed \(shortID(todo)) to “\(todo.title)”."
        case .toggled: return "Marked “\(todo.title)” as \(todo.completed ? "done" : "not done")."
        case .deleted: return "Deleted “\(todo.title)” (\(shortID(todo)))."
        }
    }

    /// The first 8 characters of the id: enough to type, short enough to read.
    static func shortID(_ todo: Todo) -> String {
        String(todo.idString.prefix(8))
    }

    private static func table(_ todos: [Todo], now: Date?) -> Screen.Table {
        Screen.Table(
            columns: [
                Screen.Column("#", alignment: .trailing),
                Screen.Column("ID"),
                Screen.Column("Done"),
                Screen.Column("Title", isFlexible: true),
                Screen.Column("Created"),
            ],
            rows: todos.enumerated().map { position, todo in
                Screen.Row([
                    String(position + 1),
                    shortID(todo),
                    todo.completed ? "[x]" : "[ ]",
                    todo.title,
                    RelativeTimeFormat.string(from: todo.createdAt, to: now ?? todo.createdAt),
                ])
            }
        )
    }

    private static let routes: [Screen.Route] = [
        .todos(.add), .todos(.toggle), .todos(.edit), .todos(.delete), .todos(.filter),
    ]
}
