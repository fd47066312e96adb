import DataTesting
import DomainCore
import Foundation
import Testing
import TodosDomain
import TodosTesting

@testable import TodosData

@Suite("Welcome todos (the bundled resource)")
struct WelcomeTodosTests {
    static let pinnedID = "11FA8DA4-DEC6-856D-B869-7DFCCDCA9EB4"

    @Test("the bundled resource loads with Bundle.module: a few todos, in order, the last one done")
    func bundled() throws {
        let todos = try WelcomeTodos.bundled(dates: .fixed(TodoFixtures.now), language: "en")

        #expect(todos.count >= 3)
        #expect(todos.allSatisfy { !$0.title.isEmpty && $0.title.count <= Todo.maximumTitleLength })
        #expect(todos.first?.title.hasPrefix("Welcome") == true)
        #expect(todos.map(\.completed) == Array(repeating: false, count: todos.count - 1) + [true])
    }

    @Test("their ids depend only on the resource: the same in every process, and distinct in 4 characters")
    func stableIDs() throws {
        let todos = try WelcomeTodos.bundled(dates: .fixed(TodoFixtures.now), language: "en")
        let later = try WelcomeTodos.bundled(dates: .fixed(TodoFixtures.now.addingTimeInterval(86_400)), language: "en")

        #expect(later.map(\.id) == todos.map(\.id))
        #expect(Set(todos.map { $0.idString.prefix(ResolveTodoID.minimumPrefixLength) }).count == todos.count)
        #expect(todos.allSatisfy { Array($0.idString)[14] == "8" })
        // Pinned, so a change to the derivation (which would rename every new user's welcome todos) is seen.
        #expect(WelcomeTodos.id(position: 0, title: "a").uuidString == "\(Self.pinnedID)")
    }

    @Test("they are dated a second apart, so the list shows them in the resource's order")
    func order() async throws {
        let seeds = try WelcomeTodos.bundled(dates: .fixed(TodoFixtures.now), language: "en")

        let listed = try await ListTodos(repository: FakeTodoRepository(todos: seeds.reversed()))()

        #expect(listed == seeds)
        #expect(seeds.first?.createdAt == TodoFixtures.now.addingTimeInterval(-1))
    }

    @Test("a FileTodoRepository on a new data folder serves them without a file, and a change keeps their ids")
    func firstRun() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        let first = try await FileTodoRepository(
            directory: folder.url, dates: .fixed(TodoFixtures.now), welcomeLanguage: "en"
        ).todos()
        #expect(try folder.names().isEmpty)
        let toggled = try await FileTodoRepository(
            directory: folder.url, dates: .fixed(TodoFixtures.now), welcomeLanguage: "en"
        ).update(
            id: first[0].id
        ) {
            $0.completed.toggle()
        }
        let again = try await FileTodoRepository(
            directory: folder.url, dates: .fixed(TodoFixtures.now), welcomeLanguage: "en"
        ).todos()

        #expect(first.count >= 3)
        #expect(toggled.id == first[0].id)
        #expect(again.map(\.id) == first.map(\.id))
        #expect(try folder.names().contains(FileTodoRepository.fileName))
    }

    @Test("a todo added on first run, at the same instant the welcome todos are made, lists above them")
    func addOnFirstRun() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let dates = DateGenerator.fixed(TodoFixtures.now)
        let repository = FileTodoRepository(directory: folder.url, dates: dates, welcomeLanguage: "en")

        let added = try await AddTodo(repository: repository, dates: dates, ids: .random)(title: "Buy oat milk")
        let listed = try await ListTodos(repository: repository)()

        #expect(listed.first == added)
        #expect(listed.count > 1)
    }

    @Test("a damaged resource is corrupt data naming the bundle")
    func damagedResource() {
        #expect(
            throws: DomainError.corruptData(
                source: WelcomeTodos.source,
                flaw: .unreadable(.init(field: "todo", container: "todos[0]", id: "1", problem: .missingField)),
                keptAside: nil)
        ) {
            try WelcomeTodos.todos(
                from: Data("{\"todos\":[{\"id\":1}]}".utf8), dates: .fixed(TodoFixtures.now))
        }
    }

    @Test("the welcome todos come in the run's language; a language without its own file gets the English ones")
    func inTheRunsLanguage() throws {
        let uzbek = try WelcomeTodos.bundled(dates: .fixed(TodoFixtures.now), language: "uz")
        let other = try WelcomeTodos.bundled(dates: .fixed(TodoFixtures.now), language: "xx")
        let english = try WelcomeTodos.bundled(dates: .fixed(TodoFixtures.now), language: "en")

        #expect(uzbek.map(\.title).first == "Xush kelibsiz! Oʻzingizning vazifangizni qoʻshing")
        #expect(uzbek.count == english.count)
        #expect(other == english)
    }
}
