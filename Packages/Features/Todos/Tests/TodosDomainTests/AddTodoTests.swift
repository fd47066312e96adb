import DomainCore
import Foundation
import Testing
import TodosDomain
import TodosTesting

@Suite("AddTodo")
struct AddTodoTests {
    private let repository = FakeTodoRepository(todos: [])
    private var addTodo: AddTodo {
        AddTodo(repository: repository, dates: .fixed(TodoFixtures.now), ids: .incrementing())
    }

    @Test("stores a trimmed title with the next id and the dates's time, not done")
    func storesTrimmedTitle() async throws {
        let todo = try await addTodo(title: "  Buy oat milk \n")

        let expected = try Todo(
            id: try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000001")),
            title: "Buy oat milk",
            completed: false,
            createdAt: TodoFixtures.now
        )
        #expect(todo == expected)
        #expect(await repository.stored == [expected])
    }

    @Test("refuses an empty or whitespace-only title without storing anything", arguments: ["", "   ", "\n\t "])
    func refusesEmptyTitle(title: String) async {
        await #expect(throws: DomainError.validation(field: "title", rule: .empty)) {
            try await addTodo(title: title)
        }
        #expect(await repository.calls.isEmpty)
    }

    @Test("accepts a title of exactly 500 characters, counted as a person counts them")
    func acceptsLongestTitle() async throws {
        let title = String(repeating: "é", count: 499) + "👍🏽"

        let todo = try await addTodo(title: title)

        #expect(todo.title.count == 500)
    }

    @Test("refuses a title of 501 characters, naming the limit and the length")
    func refusesTooLongTitle() async {
        await #expect(
            throws: DomainError.validation(field: "title", rule: .length(501, minimum: nil, maximum: 500))
        ) {
            try await addTodo(title: String(repeating: "x", count: 501))
        }
        #expect(await repository.calls.isEmpty)
    }

    @Test("counts the length after trimming")
    func lengthAfterTrimming() async throws {
        let todo = try await addTodo(title: "   " + String(repeating: "x", count: 500) + "   ")

        #expect(todo.title.count == 500)
    }

    @Test("passes on the repository's failure")
    func repositoryFailure() async {
        let failure = DomainError.storage(path: "/data/todos.json", cause: .system(detail: "No space left on device"))
        await repository.fail(.add, with: failure)

        await #expect(throws: failure) {
            try await addTodo(title: "Buy oat milk")
        }
    }
}
