import DomainCore
import Foundation
import PresentationCore
import Testing
import TodosDomain
import TodosTesting

@testable import TodosPresentation

@Suite("Todo list screen")
struct TodoListPresenterTests {
    private func state(
        _ todos: [Todo], filter: TodoFilter = .all, change: Loadable<TodoChange> = .idle
    ) -> TodosFeature.State {
        var state = TodosFeature.State(filter: filter)
        state.todos = .loaded(todos)
        state.listedAt = TodoFixtures.now
        state.change = change
        return state
    }

    @Test("the list is a table of number, short id, done box, title and age")
    func table() throws {
        let screen = state(TodoFixtures.newestFirst).screen(in: .english)

        #expect(screen.title == "Todos")
        #expect(screen.subtitle == "4 todos · 1 done")
        let section = try #require(screen.sections.first)
        guard case let .table(table) = section.content else {
            Issue.record("expected a table")
            return
        }
        #expect(table.columns.map(\.title) == ["#", "ID", "Done", "Title", "Created"])
        #expect(table.columns.filter(\.isFlexible).map(\.title) == ["Title"])
        #expect(
            table.rows.map(\.cells) == [
                ["1", "a1b2c3d4", "[ ]", "Buy oat milk", "21 h ago"],
                ["2", "a1b2ffff", "[x]", "Send the “quarterly” report", "22 h ago"],
                ["3", "7e57aa00", "[ ]", "Water the plants", "1 day ago"],
                ["4", "c0ffee00", "[ ]", TodoFixtures.trip.title, "1 day ago"],
            ])
        #expect(table.rows.allSatisfy { $0.opens == nil })
    }

    @Test("the JSON document is the list in the shape of docs/CLI.md")
    func json() {
        let screen = state([TodoFixtures.milk, TodoFixtures.report]).screen(in: .english)

        #expect(
            screen.json?.serialized()
                == #"{"todos":[{"id":"a1b2c3d4-0000-4000-8000-000000000001","title":"Buy oat milk","completed":false,"#
                + #""createdAt":"2025-06-15T19:00:00Z"},{"id":"a1b2ffff-0000-4000-8000-000000000002","#
                + #""title":"Send the “quarterly” report","completed":true,"createdAt":"2025-06-15T18:00:00Z"}]}"#
        )
    }

    @Test("after an add the JSON document is the added todo, and a line says so")
    func added() {
        let screen = state(TodoFixtures.newestFirst, change: .loaded(.added(TodoFixtures.milk))).screen(in: .english)

        #expect(
            screen.json?.serialized()
                == #"{"todo":{"id":"a1b2c3d4-0000-4000-8000-000000000001","title":"Buy oat milk","completed":false,"#
                + #""createdAt":"2025-06-15T19:00:00Z"}}"#
        )
        #expect(screen.messages == [Message(.info, "Added “Buy oat milk” (a1b2c3d4).")])
    }

    @Test(
        "every other change shows the list as JSON and one line about the change",
        arguments: [
            (TodoChange.edited(TodoFixtures.plants), "Renamed 7e57aa00 to “Water the plants”."),
            (.toggled(TodoFixtures.report), "Marked “Send the “quarterly” report” as done."),
            (.toggled(TodoFixtures.plants), "Marked “Water the plants” as not done."),
            (.deleted(TodoFixtures.trip), "Deleted “\(TodoFixtures.trip.title)” (c0ffee00)."),
        ]
    )
    func changes(change: TodoChange, message: String) {
        let screen = state([TodoFixtures.milk], change: .loaded(change)).screen(in: .english)

        #expect(screen.messages == [Message(.info, message)])
        #expect(screen.json == TodoJSON.list([TodoFixtures.milk]))
    }

    @Test(
        "a filtered list names its filter, and an empty one says what is missing",
        arguments: [
            (TodoFilter.all, "Todos", "No todos yet: add one to start."),
            (.active, "Todos · active", "Nothing left to do."),
            (.completed, "Todos · completed", "No completed todos yet."),
        ]
    )
    func empty(filter: TodoFilter, title: String, message: String) {
        let screen = state([], filter: filter).screen(in: .english)

        #expect(screen.title == title)
        #expect(screen.sections.isEmpty)
        #expect(screen.messages == [Message(.info, message)])
        #expect(screen.json?.serialized() == #"{"todos":[]}"#)
    }

    @Test("a filtered list counts what it shows")
    func filteredSubtitle() {
        #expect(state([TodoFixtures.report], filter: .completed).screen(in: .english).subtitle == "1 todo completed")
        #expect(
            state([TodoFixtures.milk, TodoFixtures.trip], filter: .active).screen(in: .english).subtitle
                == "2 todos active")
    }

    @Test("a change in progress and a list being read show loading states")
    func loading() {
        var saving = state(TodoFixtures.newestFirst)
        saving.change = .loading
        var reading = TodosFeature.State()
        reading.todos = .loading

        #expect(saving.screen(in: .english).status == .loading(label: "Saving…"))
        #expect(reading.screen(in: .english).status == .loading(label: "Loading todos…"))
        #expect(TodosFeature.State().screen(in: .english).json == nil)
    }

    @Test("a failed change shows its failure even over a loaded list")
    func failedChange() {
        let error = DomainError.validation(field: "title", rule: .length(501, minimum: nil, maximum: 500))
        let screen = state(TodoFixtures.newestFirst, change: .failed(error)).screen(in: .english)

        #expect(
            screen.failure
                == .init(kind: .validation, message: "Invalid title: must be at most 500 characters, got 501."))
        #expect(screen.json == nil)
        #expect(screen.sections.isEmpty)
    }
}
