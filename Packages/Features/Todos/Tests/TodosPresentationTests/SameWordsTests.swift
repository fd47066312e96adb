import DomainCore
import PresentationCore
import Testing
import TodosDomain
import TodosTesting

@testable import TodosPresentation

/// The terminal UI prints what SwiftUI is given: the screen is laid out of the view model, so its title, its empty
/// or failed message and what it says of the last change are the view model's own strings.
@Suite("Both UIs show the same words")
struct SameWordsTests {
    @Test(
        "the list's title and its empty or failed message",
        arguments: [
            Loadable.loaded([Todo]()), .failed(TodoFixtures.damagedFile),
        ])
    func list(todos: Loadable<[Todo]>) throws {
        var state = TodosFeature.State(filter: .active)
        state.todos = todos
        let model = state.todoListViewModel(in: .english)

        #expect(state.screen(in: .english).title == model.title)
        #expect(state.screen(in: .english).messages.map(\.text) == [try #require(model.phase.message)])
    }

    @Test("a refused change: its message is the view model's")
    func refusedChange() throws {
        var state = TodosFeature.State()
        state.change = .failed(.validation(field: "title", rule: .empty))
        let failure = try #require(state.screen(in: .english).failure)

        #expect(state.todoListViewModel(in: .english).change == .failed(failure))
        #expect(state.screen(in: .english).messages.map(\.text) == [failure.message])
    }

    @Test("a stored change: its line above the list is the view model's")
    func storedChange() throws {
        var state = TodosFeature.State()
        state.todos = .loaded(TodoFixtures.newestFirst)
        state.change = .loaded(.added(TodoFixtures.milk))

        #expect(
            state.todoListViewModel(in: .english).change
                == .done(try #require(state.screen(in: .english).messages.first?.text)))
    }
}
