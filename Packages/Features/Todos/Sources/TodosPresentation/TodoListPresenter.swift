import DomainCore
import Foundation
import PresentationCore
import TodosDomain

/// Turns the todo list's state into its view model, and that into the terminal UI's screen, with a line
/// saying what the last command changed.
public enum TodoListPresenter {
    public typealias State = TodosFeature.State

    /// The todos `filter` selects as `todos` stands (read at `listedAt`), and the last `change`, in `language`.
    public static func viewModel(
        filter: TodoFilter, todos: Loadable<[Todo]>, listedAt: Date?, change: Loadable<TodoChange>,
        in language: Language
    ) -> TodoListViewModel {
        let words = strings[language]
        return TodoListViewModel(
            title: title(for: filter, words),
            subtitle: todos.value.flatMap { $0.isEmpty ? nil : subtitle($0, filter: filter, words) },
            phase: Phase(todos, loading: words("todos.loading"), failure: { failure($0, words) }) { todos in
                todos.isEmpty
                    ? .empty(emptyMessage(for: filter, words))
                    : .loaded(todos.enumerated().map { row($1, position: $0 + 1, now: listedAt, words) })
            },
            change: self.change(change, words),
            filter: filter,
            filterOptions: TodoFilter.allCases.map {
                TodoListViewModel.FilterOption(filter: $0, name: name(of: $0, words))
            },
            filterLabel: words("todos.filterLabel"),
            newTodoPrompt: words("todos.newTodoPrompt"),
            deleteLabel: words("todos.delete")
        )
    }

    static func screen(for state: State, in language: Language) -> Screen {
        let words = strings[language]
        let model = viewModel(
            filter: state.filter, todos: state.todos, listedAt: state.listedAt, change: state.change, in: language)
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
            [Screen.Section(content: .table(table(rows, words)))]
        }
        if case let .done(message) = model.change, state.todos.value != nil {
            screen.messages.insert(Message(.info, message), at: 0)
        }
        return screen
    }

    /// "Todos", "Todos · active", "Todos · completed".
    static func title(for filter: TodoFilter, _ words: Words) -> String {
        switch filter {
        case .all: return words("todos.title")
        case .active: return words("todos.title.active")
        case .completed: return words("todos.title.completed")
        }
    }

    /// The error's failure, with what to do when the todos file cannot be read: no command will touch it.
    static func failure(_ error: DomainError, _ words: Words) -> Failure {
        guard case .corruptData = error else { return Failure(error, naming: words) }
        return Failure(error, message: words("todos.repair", error.sentence(naming: words)))
    }

    private static func change(_ change: Loadable<TodoChange>, _ words: Words) -> TodoListViewModel.Change? {
        switch change {
        case .idle: return nil
        case .loading, .refreshing: return .saving(words("todos.saving"))
        case let .failed(error): return .failed(failure(error, words))
        case let .loaded(change): return .done(message(for: change, words))
        }
    }

    private static func name(of filter: TodoFilter, _ words: Words) -> String {
        switch filter {
        case .all: return words("todos.filter.all")
        case .active: return words("todos.filter.active")
        case .completed: return words("todos.filter.completed")
        }
    }

    private static func subtitle(_ todos: [Todo], filter: TodoFilter, _ words: Words) -> String {
        switch filter {
        case .all:
            let done = todos.filter(\.completed).count
            return words.count("todos.count.done", todos.count, String(done))
        case .active:
            return words.count("todos.count.active", todos.count)
        case .completed:
            return words.count("todos.count.completed", todos.count)
        }
    }

    private static func emptyMessage(for filter: TodoFilter, _ words: Words) -> String {
        switch filter {
        case .all: return words("todos.empty.all")
        case .active: return words("todos.empty.active")
        case .completed: return words("todos.empty.completed")
        }
    }

    /// One sentence about the last change, naming the todo by its title and the id a person types.
    static func message(for change: TodoChange, _ words: Words) -> String {
        let todo = change.todo
        switch change {
        case .added: return words("todos.added", todo.title, shortID(todo))
        case .edited: return words("todos.edited", shortID(todo), todo.title)
        case .toggled: return words(todo.completed ? "todos.toggled.done" : "todos.toggled.notDone", todo.title)
        case .deleted: return words("todos.deleted", todo.title, shortID(todo))
        }
    }

    /// The first 8 characters of the id: enough to type, short enough to read.
    static func shortID(_ todo: Todo) -> String {
        String(todo.idString.prefix(8))
    }

    private static func row(_ todo: Todo, position: Int, now: Date?, _ words: Words) -> TodoListViewModel.Row {
        TodoListViewModel.Row(
            id: todo.idString,
            position: String(position),
            shortID: shortID(todo),
            title: todo.title,
            completed: todo.completed,
            doneMark: todo.completed ? "[x]" : "[ ]",
            toggleLabel: words(todo.completed ? "todos.markNotDone" : "todos.markDone"),
            created: RelativeTimeFormat.string(from: todo.createdAt, to: now ?? todo.createdAt, in: words.language)
        )
    }

    private static func table(_ rows: [TodoListViewModel.Row], _ words: Words) -> Screen.Table {
        Screen.Table(
            columns: [
                Screen.Column("#", alignment: .trailing),
                Screen.Column(words("todos.column.id")),
                Screen.Column(words("todos.column.done")),
                Screen.Column(words("todos.column.title"), isFlexible: true),
                Screen.Column(words("todos.column.created")),
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
