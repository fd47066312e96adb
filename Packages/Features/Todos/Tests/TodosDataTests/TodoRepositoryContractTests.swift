import DataTesting
import DomainCore
import Foundation
import Testing
import TodosDomain
import TodosTesting

@testable import TodosData

/// One suite, every `TodoRepository`: the fake other features test with, the file repository and the SQLite
/// repository. All start from the fixtures, so they must answer alike.
@Suite("TodoRepository contract")
struct TodoRepositoryContractTests {
    enum Implementation: String, CaseIterable, CustomTestStringConvertible {
        case fake, file
        #if SQLite
            case sqlite
        #endif

        var testDescription: String { rawValue }
    }

    /// Runs `body` with a repository of that kind holding `TodoFixtures.all`.
    private func with(_ implementation: Implementation, _ body: (any TodoRepository) async throws -> Void)
        async throws
    {
        switch implementation {
        case .fake:
            try await body(FakeTodoRepository(todos: TodoFixtures.all))
        case .file:
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let repository = FileTodoRepository(fileURL: folder.file("todos.json"), dates: .fixed(TodoFixtures.now)) {
                () throws(DomainError) in
                TodoFixtures.all
            }
            try await body(repository)
        #if SQLite
            case .sqlite:
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let repository = SQLiteTodoRepository(
                    path: folder.file("app.sqlite").path, dates: .fixed(TodoFixtures.now)
                ) { () throws(DomainError) in TodoFixtures.all }
                try await body(repository)
        #endif
        }
    }

    @Test("lists what it holds", arguments: Implementation.allCases)
    func lists(implementation: Implementation) async throws {
        try await with(implementation) { repository in
            let listed = try await repository.todos()

            #expect(Set(listed) == Set(TodoFixtures.all))
        }
    }

    @Test("an added todo is listed", arguments: Implementation.allCases)
    func add(implementation: Implementation) async throws {
        try await with(implementation) { repository in
            let new = try Todo(id: UUID(), title: "New", createdAt: TodoFixtures.now)

            try await repository.add(new)
            let listed = try await repository.todos()

            #expect(listed.contains(new))
        }
    }

    @Test("update applies the change and returns the changed todo", arguments: Implementation.allCases)
    func update(implementation: Implementation) async throws {
        try await with(implementation) { repository in
            let changed = try await repository.update(id: TodoFixtures.milk.id) { todo throws(DomainError) in
                try todo.rename(to: "Buy soy milk")
                todo.completed = true
            }

            let listed = try await repository.todos()

            #expect(changed.title == "Buy soy milk" && changed.completed && changed.id == TodoFixtures.milk.id)
            #expect(listed.contains(changed))
        }
    }

    @Test("a change that throws (an empty title) stores nothing and rethrows", arguments: Implementation.allCases)
    func refusedChange(implementation: Implementation) async throws {
        try await with(implementation) { repository in
            let before = try await repository.todos()

            await #expect(throws: DomainError.validation(field: "title", rule: .empty)) {
                try await repository.update(id: TodoFixtures.milk.id) { todo throws(DomainError) in
                    todo.completed.toggle()
                    try todo.rename(to: "  ")
                }
            }
            #expect(try await repository.todos() == before)
        }
    }

    @Test("delete returns the todo and it is gone", arguments: Implementation.allCases)
    func delete(implementation: Implementation) async throws {
        try await with(implementation) { repository in
            let deleted = try await repository.delete(id: TodoFixtures.report.id)
            let remaining = try await repository.todos()

            #expect(deleted == TodoFixtures.report)
            #expect(!remaining.contains(TodoFixtures.report))
        }
    }

    @Test("an unknown id is a todo that was not found", arguments: Implementation.allCases)
    func notFound(implementation: Implementation) async throws {
        try await with(implementation) { repository in
            let id = try #require(UUID(uuidString: "DEADBEEF-0000-4000-8000-000000000000"))
            let missing = DomainError.notFound(entity: "todo", id: "deadbeef-0000-4000-8000-000000000000")

            await #expect(throws: missing) { try await repository.update(id: id) { $0.completed = true } }
            await #expect(throws: missing) { try await repository.delete(id: id) }
        }
    }
}
