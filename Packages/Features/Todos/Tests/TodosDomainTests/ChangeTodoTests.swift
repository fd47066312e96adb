import DomainCore
import Testing
import TodosDomain
import TodosTesting

@Suite("EditTodo, ToggleTodo and DeleteTodo")
struct ChangeTodoTests {
    private let repository = FakeTodoRepository()

    @Test("edit renames the todo a prefix names, with a trimmed title")
    func edit() async throws {
        let edited = try await EditTodo(repository: repository)(id: "7e57", title: "  Water the ferns ")

        var expected = TodoFixtures.plants
        try expected.rename(to: "Water the ferns")
        #expect(edited == expected)
        #expect(await repository.stored.contains(expected))
    }

    @Test("edit checks the title before looking anything up", arguments: ["", "  "])
    func editEmptyTitle(title: String) async {
        await #expect(throws: DomainError.validation(field: "title", rule: .empty)) {
            try await EditTodo(repository: repository)(id: "7e57", title: title)
        }
        #expect(await repository.calls.isEmpty)
    }

    @Test("edit refuses a title over 500 characters")
    func editTooLong() async {
        await #expect(
            throws: DomainError.validation(field: "title", rule: .length(600, minimum: nil, maximum: 500))
        ) {
            try await EditTodo(repository: repository)(id: "7e57", title: String(repeating: "y", count: 600))
        }
    }

    @Test("toggle marks an open todo done, and a done one open again")
    func toggle() async throws {
        let toggle = ToggleTodo(repository: repository)

        #expect(try await toggle(id: "7e57").completed)
        #expect(try await !toggle(id: "7e57").completed)
        #expect(try await !toggle(id: "a1b2f").completed)
    }

    @Test("delete removes the todo and returns it")
    func delete() async throws {
        let deleted = try await DeleteTodo(repository: repository)(id: "c0ffee")

        #expect(deleted == TodoFixtures.trip)
        #expect(await !repository.stored.contains(TodoFixtures.trip))
    }

    @Test("an ambiguous prefix changes nothing")
    func ambiguousChangesNothing() async {
        await #expect(throws: DomainError.self) {
            try await DeleteTodo(repository: repository)(id: "a1b2")
        }
        #expect(await repository.calls == [.todos])
        #expect(await repository.stored == TodoFixtures.all)
    }

    @Test("a todo deleted after its id was resolved is not found")
    func goneMeanwhile() async {
        await repository.fail(.update, with: .notFound(entity: "todo", id: TodoFixtures.plants.idString))

        await #expect(throws: DomainError.notFound(entity: "todo", id: TodoFixtures.plants.idString)) {
            try await ToggleTodo(repository: repository)(id: "7e57")
        }
    }
}
