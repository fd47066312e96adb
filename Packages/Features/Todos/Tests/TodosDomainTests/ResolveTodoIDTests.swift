import DomainCore
import Foundation
import Testing
import TodosDomain
import TodosTesting

@Suite("ResolveTodoID")
struct ResolveTodoIDTests {
    private let resolve = ResolveTodoID(repository: FakeTodoRepository())

    @Test(
        "finds the one todo whose id starts with the prefix, ignoring case and spaces",
        arguments: ["7e57", "7E57AA", " 7e57aa00 ", "7e57aa00-0000-4000-8000-000000000003"]
    )
    func uniquePrefix(prefix: String) async throws {
        #expect(try await resolve(prefix) == TodoFixtures.plants.id)
    }

    @Test("a prefix shared by several todos is ambiguous and lists every candidate")
    func ambiguous() async {
        await #expect(
            throws: DomainError.ambiguous(
                entity: "todo", key: "A1B2", candidates: [TodoFixtures.milk.idString, TodoFixtures.report.idString])
        ) {
            try await resolve("A1B2")
        }
    }

    @Test("one more character makes the shared prefix unique")
    func longerPrefixIsUnique() async throws {
        #expect(try await resolve("a1b2c") == TodoFixtures.milk.id)
        #expect(try await resolve("a1b2f") == TodoFixtures.report.id)
    }

    @Test("a prefix that matches nothing is a todo that was not found")
    func notFound() async {
        await #expect(throws: DomainError.notFound(entity: "todo", id: "dead")) {
            try await resolve("dead")
        }
    }

    @Test("a prefix under 4 characters is refused before the repository is asked", arguments: ["", "a", "a1b"])
    func tooShort(prefix: String) async {
        let repository = FakeTodoRepository()

        await #expect(
            throws: DomainError.validation(
                field: "todoID", rule: .length(prefix.count, minimum: 4, maximum: nil))
        ) {
            try await ResolveTodoID(repository: repository)(prefix)
        }
        #expect(await repository.calls.isEmpty)
    }
}
