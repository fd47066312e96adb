import DomainCore
import Foundation
import Testing
import TodosDomain
import TodosTesting

@testable import TodosData

@Suite("Welcome todos (the bundled resource)")
struct WelcomeTodosTests {
    @Test("the bundled resource loads with Bundle.module: a few todos, in order, the last one done")
    func bundled() throws {
        let todos = try WelcomeTodos.bundled(clock: .fixed(TodoFixtures.now), ids: .incrementing())

        #expect(todos.count >= 3)
        #expect(todos.allSatisfy { !$0.title.isEmpty && $0.title.count <= Todo.maximumTitleLength })
        #expect(todos.first?.title.hasPrefix("Welcome") == true)
        #expect(todos.map(\.completed) == Array(repeating: false, count: todos.count - 1) + [true])
        #expect(todos.map(\.idString).first == "00000000-0000-0000-0000-000000000001")
    }

    @Test("they are dated a second apart, so the list shows them in the resource's order")
    func order() async throws {
        let seeds = try WelcomeTodos.bundled(clock: .fixed(TodoFixtures.now), ids: .random)

        let listed = try await ListTodos(repository: FakeTodoRepository(todos: seeds.reversed()))()

        #expect(listed == seeds)
        #expect(seeds.first?.createdAt == TodoFixtures.now.addingTimeInterval(-1))
    }

    @Test("a FileTodoRepository on a new data folder starts with them, and keeps their ids")
    func firstRun() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        let first = try await FileTodoRepository(directory: folder.url).todos()
        let again = try await FileTodoRepository(directory: folder.url).todos()

        #expect(first.count >= 3)
        #expect(Set(again.map(\.id)) == Set(first.map(\.id)))
        #expect(try folder.names().contains(FileTodoRepository.fileName))
    }

    @Test("a todo added on first run, at the same instant the welcome todos are made, lists above them")
    func addOnFirstRun() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let clock = Clock.fixed(TodoFixtures.now)
        let repository = FileTodoRepository(directory: folder.url, clock: clock, ids: .random)

        let added = try await AddTodo(repository: repository, clock: clock, ids: .random)(title: "Buy oat milk")
        let listed = try await ListTodos(repository: repository)()

        #expect(listed.first == added)
        #expect(listed.count > 1)
    }

    @Test("a damaged resource is corrupt data naming the bundle")
    func damagedResource() {
        #expect(
            throws: DomainError.corruptData(
                source: WelcomeTodos.source, reason: "could not decode field `todo` of todos[0]: the field is missing",
                keptAside: nil)
        ) {
            try WelcomeTodos.todos(
                from: Data("{\"todos\":[{\"id\":1}]}".utf8), clock: .fixed(TodoFixtures.now), ids: .random)
        }
    }
}
