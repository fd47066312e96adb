import DomainCore
import Foundation
import PresentationCore
import PresentationTesting
import Testing
import TodosDomain
import TodosTesting

@testable import TodosPresentation

@MainActor
@Suite("TodosFeature")
struct TodosFeatureTests {
    private func makeStore(_ repository: FakeTodoRepository) -> TestStore<TodosFeature.State, TodosFeature.Action> {
        TestStore(
            initialState: TodosFeature.State(),
            reducer: TodosFeature(
                listTodos: ListTodos(repository: repository),
                addTodo: AddTodo(repository: repository, dates: .fixed(TodoFixtures.now), ids: .incrementing()),
                editTodo: EditTodo(repository: repository), toggleTodo: ToggleTodo(repository: repository),
                deleteTodo: DeleteTodo(repository: repository), dates: .fixed(TodoFixtures.now))
        )
    }

    /// The todo `.incrementing()` ids and the fixed date give the first added todo.
    private func firstAdded(_ title: String) throws -> Todo {
        try Todo(
            id: try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000001")), title: title,
            createdAt: TodoFixtures.now)
    }

    @Test("listing shows a loading state, then every todo newest first")
    func list() async {
        let store = makeStore(FakeTodoRepository())

        await store.send(.list(filter: .all)) { $0.todos = .loading }
        await store.receive(.listed(.success(TodoFixtures.newestFirst), at: TodoFixtures.now)) {
            $0.todos = .loaded(TodoFixtures.newestFirst)
            $0.listedAt = TodoFixtures.now
        }
        await store.finish()
    }

    @Test("a filter lists only its todos and stays for the next changes")
    func filter() async {
        let store = makeStore(FakeTodoRepository())
        let active = [TodoFixtures.milk, TodoFixtures.plants, TodoFixtures.trip]
        var plants = TodoFixtures.plants
        plants.completed = true

        await store.send(.list(filter: .active)) {
            $0.filter = .active
            $0.todos = .loading
        }
        await store.receive(.listed(.success(active), at: TodoFixtures.now)) {
            $0.todos = .loaded(active)
            $0.listedAt = TodoFixtures.now
        }
        await store.send(.toggle(id: "7e57")) { $0.change = .loading }
        await store.receive(.changed(.success(.toggled(plants)))) {
            $0.change = .loaded(.toggled(plants))
            $0.todos = .loading
        }
        await store.receive(.listed(.success([TodoFixtures.milk, TodoFixtures.trip]), at: TodoFixtures.now)) {
            $0.todos = .loaded([TodoFixtures.milk, TodoFixtures.trip])
        }
        await store.finish()
    }

    @Test("adding stores the todo, then lists again with it on top")
    func add() async throws {
        let repository = FakeTodoRepository()
        let store = makeStore(repository)
        let added = try firstAdded("Buy bread")

        await store.send(.add(title: "  Buy bread ")) { $0.change = .loading }
        await store.receive(.changed(.success(.added(added)))) {
            $0.change = .loaded(.added(added))
            $0.todos = .loading
        }
        await store.receive(.listed(.success([added] + TodoFixtures.newestFirst), at: TodoFixtures.now)) {
            $0.todos = .loaded([added] + TodoFixtures.newestFirst)
            $0.listedAt = TodoFixtures.now
        }
        await store.finish()
        #expect(await repository.calls == [.add(added), .todos])
    }

    @Test("an empty title fails as a validation error and nothing is stored or listed")
    func addEmptyTitle() async {
        let repository = FakeTodoRepository()
        let store = makeStore(repository)
        let error = DomainError.validation(field: "title", rule: .empty)

        await store.send(.add(title: "   ")) { $0.change = .loading }
        await store.receive(.changed(.failure(error))) { $0.change = .failed(error) }
        await store.finish()
        #expect(await repository.calls.isEmpty)
        #expect(
            store.state.screen(in: .english).failure
                == .init(kind: .validation, message: "Invalid title: must not be empty."))
    }

    @Test("editing renames the todo a prefix names")
    func edit() async throws {
        let store = makeStore(FakeTodoRepository())
        var milk = TodoFixtures.milk
        try milk.rename(to: "Buy soy milk")
        let listed = [milk, TodoFixtures.report, TodoFixtures.plants, TodoFixtures.trip]

        await store.send(.edit(id: "a1b2c", title: "Buy soy milk")) { $0.change = .loading }
        await store.receive(.changed(.success(.edited(milk)))) {
            $0.change = .loaded(.edited(milk))
            $0.todos = .loading
        }
        await store.receive(.listed(.success(listed), at: TodoFixtures.now)) {
            $0.todos = .loaded(listed)
            $0.listedAt = TodoFixtures.now
        }
        await store.finish()
    }

    @Test("deleting removes the todo from the list")
    func delete() async {
        let store = makeStore(FakeTodoRepository())
        let listed = [TodoFixtures.milk, TodoFixtures.report, TodoFixtures.plants]

        await store.send(.delete(id: "C0FFEE")) { $0.change = .loading }
        await store.receive(.changed(.success(.deleted(TodoFixtures.trip)))) {
            $0.change = .loaded(.deleted(TodoFixtures.trip))
            $0.todos = .loading
        }
        await store.receive(.listed(.success(listed), at: TodoFixtures.now)) {
            $0.todos = .loaded(listed)
            $0.listedAt = TodoFixtures.now
        }
        await store.finish()
    }

    @Test("an ambiguous prefix fails as ambiguous, listing the candidates")
    func ambiguous() async {
        let store = makeStore(FakeTodoRepository())
        let error = DomainError.ambiguous(
            entity: "todo", key: "a1b2", candidates: [TodoFixtures.milk.idString, TodoFixtures.report.idString])

        await store.send(.toggle(id: "a1b2")) { $0.change = .loading }
        await store.receive(.changed(.failure(error))) { $0.change = .failed(error) }
        await store.finish()
        #expect(store.state.screen(in: .english).failure?.kind == .ambiguous)
    }

    @Test("an unknown prefix fails as not found")
    func notFound() async {
        let store = makeStore(FakeTodoRepository())
        let error = DomainError.notFound(entity: "todo", id: "dead")

        await store.send(.delete(id: "dead")) { $0.change = .loading }
        await store.receive(.changed(.failure(error))) { $0.change = .failed(error) }
        await store.finish()
        #expect(store.state.screen(in: .english).failure == .init(kind: .notFound, message: "No todo with id dead."))
    }

    @Test("a plain listing after a change forgets the change")
    func listForgetsChange() async {
        let store = makeStore(FakeTodoRepository())
        let error = DomainError.notFound(entity: "todo", id: "dead")

        await store.send(.toggle(id: "dead")) { $0.change = .loading }
        await store.receive(.changed(.failure(error))) { $0.change = .failed(error) }
        await store.send(.list(filter: .completed)) {
            $0.filter = .completed
            $0.change = .idle
            $0.todos = .loading
        }
        await store.receive(.listed(.success([TodoFixtures.report]), at: TodoFixtures.now)) {
            $0.todos = .loaded([TodoFixtures.report])
            $0.listedAt = TodoFixtures.now
        }
        await store.finish()
    }

    @Test("a list that cannot be read shows the repository's failure")
    func listFailure() async {
        let repository = FakeTodoRepository()
        let error = DomainError.corruptData(
            source: .file("/data/todos.json"),
            flaw: .undecodable(detail: "the data is not valid JSON (starting \"{\")"),
            keptAside: "/data/todos.json.corrupt-20250616T160000")
        await repository.fail(.todos, with: error)
        let store = makeStore(repository)

        await store.send(.list(filter: .all)) { $0.todos = .loading }
        await store.receive(.listed(.failure(error), at: TodoFixtures.now)) {
            $0.todos = .failed(error)
            $0.listedAt = TodoFixtures.now
        }
        await store.finish()
        #expect(
            store.state.screen(in: .english).failure
                == Failure(
                    kind: .corruptData,
                    message: "/data/todos.json cannot be read as data: the data is not valid JSON (starting \"{\"). "
                        + "A copy was kept at /data/todos.json.corrupt-20250616T160000. "
                        + "Repair the file, or move it away to start a new list."))
    }
}
