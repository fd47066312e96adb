import DomainCore
import Foundation
import PresentationCore
import TodosDomain

/// The todo list as a reducer: lists todos with a filter, and adds, renames, toggles and deletes them. After
/// every stored change the list is read again, so the screen shows what the file now holds, including what
/// other processes added meanwhile. `TodoListPresenter` says what to show.
public struct TodosFeature: Reducer {
    private enum CancelID: Hashable, Sendable {
        case list
    }

    private let listTodos: ListTodos
    private let addTodo: AddTodo
    private let editTodo: EditTodo
    private let toggleTodo: ToggleTodo
    private let deleteTodo: DeleteTodo
    private let dates: DateGenerator

    /// A todo list over its use cases, which the composition root builds; `dates` is the "now" of the relative
    /// times shown.
    public init(
        listTodos: ListTodos,
        addTodo: AddTodo,
        editTodo: EditTodo,
        toggleTodo: ToggleTodo,
        deleteTodo: DeleteTodo,
        dates: DateGenerator
    ) {
        self.listTodos = listTodos
        self.addTodo = addTodo
        self.editTodo = editTodo
        self.toggleTodo = toggleTodo
        self.deleteTodo = deleteTodo
        self.dates = dates
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .list(filter):
            state.filter = filter
            state.change = .idle
            return load(&state)

        case let .add(title):
            let addTodo = addTodo
            return perform(&state) { () async throws(DomainError) in .added(try await addTodo(title: title)) }

        case let .edit(id, title):
            let editTodo = editTodo
            return perform(&state) { () async throws(DomainError) in .edited(try await editTodo(id: id, title: title)) }

        case let .toggle(id):
            let toggleTodo = toggleTodo
            return perform(&state) { () async throws(DomainError) in .toggled(try await toggleTodo(id: id)) }

        case let .delete(id):
            let deleteTodo = deleteTodo
            return perform(&state) { () async throws(DomainError) in .deleted(try await deleteTodo(id: id)) }

        case let .changed(.success(change)):
            state.change = .loaded(change)
            return load(&state)

        case let .changed(.failure(error)):
            state.change = .failed(error)
            return .none

        case let .listed(result, at):
            state.todos = Loadable(result)
            state.listedAt = at
            return .none
        }
    }

    /// Starts one change; its outcome comes back as `.changed`. Changes are never cancelled: once asked for,
    /// a change is stored even if a newer command arrives.
    private func perform(
        _ state: inout State,
        _ body: @escaping @Sendable () async throws(DomainError) -> TodoChange
    ) -> Effect<Action> {
        state.change = .loading
        return .run { send in
            await send(.changed(await Result(awaiting: body)))
        }
    }

    /// Starts reading the list with the current filter; a newer read replaces one still in flight.
    private func load(_ state: inout State) -> Effect<Action> {
        state.todos = .loading
        let filter = state.filter
        let listTodos = listTodos
        let dates = dates
        return .run { send in
            let result = await Result { () async throws(DomainError) in try await listTodos(filter: filter) }
            await send(.listed(result, at: dates.now()))
        }
        .cancellable(id: CancelID.list, cancelInFlight: true)
    }
}

extension TodosFeature.State {
    /// The list and the last change, in words (see `TodoListPresenter`).
    public func todoListViewModel(in language: Language) -> TodoListViewModel {
        TodoListPresenter.viewModel(filter: filter, todos: todos, listedAt: listedAt, change: change, in: language)
    }

    /// The terminal UI's screen: a change in progress or its failure, else the list with a line about the last
    /// change.
    public func screen(in language: Language) -> Screen {
        TodoListPresenter.screen(for: self, in: language)
    }
}
