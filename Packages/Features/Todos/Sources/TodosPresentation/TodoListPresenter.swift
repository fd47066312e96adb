import DomainCore
import Foundation
import PresentationCore
import TodosDomain

/// Turns the todo list's state into its view model, and that into the terminal UI's screen, with a line
/// saying what the last command changed.
public enum TodoListPresenter {
    public typealias State = TodosFeature.State

    /// The todos `filter` selects as `todos` stands (read at `listedAt`), and the last `change`.
    public static func viewModel(
        filter: TodoFilter, todos: Loadable<[Todo]>, listedAt: Date?, change: Loadable<TodoChange>
    ) -> TodoListViewModel {
        TodoListViewModel(
            title: title(for: filter),
            subtitle: todos.value.flatMap { $0.isEmpty ? nil : subtitle($0, filter: filter) },
            phase: Phase(todos, loading: "Loading todos…", failure: failure) { todos in
                todos.isEmpty
                    ? .empty(emptyMessage(for: filter))
                    : .loaded(todos.enumerated().map { row($1, position: $0 + 1, now: listedAt) })
            },
            change: self.change(change),
            filter: filter,
            filterOptions: TodoFilter.allCases.map { TodoListViewModel.FilterOption(filter: $0, name: name(of: $0)) }
        )
    }

    static func screen(for state: State) -> Screen {
        let model = viewModel(filter: state.filter, todos: state.todos, listedAt: state.listedAt, change: state.change)
        switch model.change {
        case let .saving(label):
            return Screen(title: model.title, status: .loading(label: label))
        case let .failed(failure):
            return Screen(
                title: model.title, messages: [Message(.error, failure.message)], routes: routes,
                failure: failure)
        case .done, nil:
            break
        }
        var screen = Screen(
            title: model.title,
            subtitle: model.subtitle,
            phase: model.phase,
            routes: routes,
            json: json(state)
        ) { rows in
            [Screen.Section(content: .table(table(rows)))]
        }
        if case let .done(message) = model.change, state.todos.value != nil {
            screen.messages.insert(Message(.info, message), at: 0)
        }
        return screen
    }

    /// "Todos", "Todos · active", "Todos · completed".
    static func title(for filter: TodoFilter) -> String {
        filter == .all ? "Todos" : "Todos · \(filter.rawValue)"
    }

    /// The error's failure, with what to do when the todos file cannot be read: no command will touch it.
    static func failure(_ error: DomainError) -> Failure {
        guard case .corruptData = error else { return Failure(error) }
        return Failure(error, message: error.sentence + " Repair the file, or move it away to start a new list.")
    }

    private static func change(_ change: Loadable<TodoChange>) -> TodoListViewModel.Change? {
        switch change {
        case .idle: return nil
        case .loading, .refreshing: return .saving("Saving…")
        case let .failed(error): return .failed(failure(error))
        case let .loaded(change): return .done(message(for: change))
        }
    }

    private static func name(of filter: TodoFilter) -> String {
        switch filter {
        case .all: return "All"
        case .active: return "Active"
        case .completed: return "Completed"
        }
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

    private static func row(_ todo: Todo, position: Int, now: Date?) -> TodoListViewModel.Row {
        TodoListViewModel.Row(
            id: todo.idString,
            position: String(position),
            shortID: shortID(todo),
            title: todo.title,
            completed: todo.completed,
            doneMark: todo.completed ? "[x]" : "[ ]",
            toggleLabel: todo.completed ? "Mark as not done" : "Mark as done",
            created: RelativeTimeFormat.string(from: todo.createdAt, to: now ?? todo.createdAt)
        )
    }

    private static func table(_ rows: [TodoListViewModel.Row]) -> Screen.Table {
        Screen.Table(
            columns: [
                Screen.Column("#", alignment: .trailing),
                Screen.Column("ID"),
                Screen.Column("Done"),
                Screen.Column("Title", isFlexible: true),
                Screen.Column("Created"),
            ],
            rows: rows.map { Screen.Row([$0.position, $0.shortID, $0.doneMark, $0.title, $0.created]) }
        )
    }

    /// The list's document, or the todo `todos add` made.
    private static func json(_ state: State) -> JSONValue? {
        if case let .added(todo) = state.change.value { return TodoJSON.added(todo) }
        return state.todos.value.map(TodoJSON.list)
    }

    private static let routes: [Screen.Route] = [
        .todos(.add), .todos(.toggle), .todos(.edit), .todos(.delete), .todos(.filter),
    ]
}
