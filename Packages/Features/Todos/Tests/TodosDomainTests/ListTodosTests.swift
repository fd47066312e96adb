import DomainCore
import Testing
import TodosDomain
import TodosTesting

@Suite("ListTodos")
struct ListTodosTests {
    private let listTodos = ListTodos(repository: FakeTodoRepository(todos: TodoFixtures.all))

    @Test("lists every todo newest first, todos of the same instant by id")
    func newestFirst() async throws {
        #expect(try await listTodos() == TodoFixtures.newestFirst)
    }

    @Test(
        "a filter keeps its todos in the same order",
        arguments: [
            (TodoFilter.all, TodoFixtures.newestFirst),
            (.active, [TodoFixtures.milk, TodoFixtures.plants, TodoFixtures.trip]),
            (.completed, [TodoFixtures.report]),
        ]
    )
    func filter(filter: TodoFilter, expected: [Todo]) async throws {
        #expect(try await listTodos(filter: filter) == expected)
    }

    @Test("an empty list is empty, not an error")
    func empty() async throws {
        #expect(try await ListTodos(repository: FakeTodoRepository(todos: []))(filter: .completed).isEmpty)
    }

    @Test("passes on the repository's failure")
    func failure() async {
        let repository = FakeTodoRepository()
        let failure = DomainError.corruptData(
            source: .file("/data/todos.json"), flaw: .undecodable(detail: "bad"), keptAside: nil)
        await repository.fail(.todos, with: failure)

        await #expect(throws: failure) {
            try await ListTodos(repository: repository)()
        }
    }
}
