import DomainCore
import PresentationCore
import Testing
import TodosDomain
import TodosTesting

@testable import TodosPresentation

/// What only SwiftUI draws of the todo list: what the toggle says, the filter's names, and a refused change.
@Suite("Todo list view model")
struct TodoListViewModelTests {
    private func model(_ todos: [Todo], change: Loadable<TodoChange> = .idle) -> TodoListViewModel {
        TodoListPresenter.viewModel(
            filter: .all, todos: .loaded(todos), listedAt: TodoFixtures.now, change: change, in: .english)
    }

    @Test("each row says what its toggle does, by whether the todo is done")
    func toggleLabels() throws {
        let rows = try #require(model(TodoFixtures.newestFirst).phase.value)

        for (row, todo) in zip(rows, TodoFixtures.newestFirst) {
            #expect(row.completed == todo.completed)
            #expect(row.toggleLabel == (todo.completed ? "Mark as not done" : "Mark as done"))
        }
    }

    @Test("the filter offers every filter, each by its name")
    func filters() {
        #expect(model([]).filterOptions.map(\.name) == ["All", "Active", "Completed"])
        #expect(model([]).filterOptions.map(\.filter) == TodoFilter.allCases)
    }

    @Test("a refused change keeps the list and says why")
    func refusedChange() throws {
        let error = DomainError.validation(field: "title", rule: .empty)

        let model = model(TodoFixtures.newestFirst, change: .failed(error))

        #expect(model.change == .failed(Failure(error, message: "Invalid title: must not be empty.")))
        #expect(try #require(model.phase.value).count == TodoFixtures.newestFirst.count)
    }
}
