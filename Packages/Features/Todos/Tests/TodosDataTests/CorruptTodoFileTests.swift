import DataTesting
import DomainCore
import Foundation
import Testing
import TodosDomain
import TodosTesting

@testable import TodosData

/// A todos file that cannot be read: every operation reports it, naming the file and the copy kept aside, and
/// none of them overwrites or deletes it.
@Suite("FileTodoRepository with a damaged file")
struct CorruptTodoFileTests {
    enum Operation: String, CaseIterable, CustomTestStringConvertible {
        case list, add, toggle, delete

        var testDescription: String { rawValue }

        func run(on repository: FileTodoRepository) async throws(DomainError) {
            switch self {
            case .list: _ = try await repository.todos()
            case .add: try await repository.add(TodoFixtures.milk)
            case .toggle: _ = try await repository.update(id: TodoFixtures.plants.id) { $0.completed.toggle() }
            case .delete: _ = try await repository.delete(id: TodoFixtures.plants.id)
            }
        }
    }

    /// Damaged contents and the flaw the store names for each.
    static let damages: [(String, DomainError.Flaw)] = [
        (
            "{\"formatVersion\":1,\"value\":[",
            .unreadable(.init(problem: .notJSON(.invalid(start: #""{"formatVersion":1,"value":[""#))))
        ),
        (
            "{\"formatVersion\":1,\"savedAt\":\"x\",\"value\":[{\"id\":\"nope\",\"title\":\"t\",\"completed\":false,"
                + "\"createdAt\":\"2025-06-15T16:00:00.000Z\"}]}",
            .unreadable(
                .init(field: "id", container: "value[0]", id: "nope", problem: .malformed("nope", expected: .uuid)))
        ),
        (
            "{\"formatVersion\":1,\"savedAt\":\"x\",\"value\":[{\"id\":\"7e57aa00-0000-4000-8000-000000000003\","
                + "\"title\":\"t\",\"completed\":false,\"createdAt\":\"yesterday\"}]}",
            .unreadable(
                .init(
                    field: "createdAt", container: "value[0]", id: "7e57aa00-0000-4000-8000-000000000003",
                    problem: .malformed("yesterday", expected: .timestamp)))
        ),
        (
            "{\"formatVersion\":1180591620717411303424,\"savedAt\":\"x\",\"value\":[]}",
            .unreadable(.init(field: "formatVersion", problem: .outOfRange("1180591620717411303424")))
        ),
        (
            "{\"formatVersion\":1,\"savedAt\":\"x\",\"value\":{\"todos\":[]}}",
            .unreadable(.init(field: "value", problem: .expected(.array, found: .object)))
        ),
        // Valid JSON of the right shape whose values break the entity's rules.
        (
            "{\"formatVersion\":1,\"savedAt\":\"x\",\"value\":[" + record(id: "03", title: "a") + ","
                + record(id: "03", title: "b") + "]}",
            .breaksRule(
                record: .init("todo", position: 2), field: "id",
                rule: .duplicate("7e57aa00-0000-4000-8000-000000000003", firstAt: 1))
        ),
        (
            "{\"formatVersion\":1,\"savedAt\":\"x\",\"value\":[" + record(id: "03", title: " \\n ") + "]}",
            .breaksRule(record: .init("todo", position: 1), field: "title", rule: .empty)
        ),
    ]

    /// One stored todo as raw JSON, its id ending in `id`.
    static func record(id: String, title: String) -> String {
        "{\"id\":\"7e57aa00-0000-4000-8000-0000000000\(id)\",\"title\":\"\(title)\",\"completed\":false,"
            + "\"createdAt\":\"2025-06-15T16:00:00.000Z\"}"
    }

    @Test(
        "every operation fails with corrupt data naming the file and the copy, and the file keeps its bytes",
        arguments: Operation.allCases, damages)
    func damaged(operation: Operation, damage: (contents: String, flaw: DomainError.Flaw)) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("todos.json")
        try Data(damage.contents.utf8).write(to: file)
        let repository = FileTodoRepository(fileURL: file, dates: .fixed(TodoFixtures.now)) { () throws(DomainError) in
            [TodoFixtures.plants]
        }
        let copy = folder.file("todos.json.corrupt-20250616T160000").path

        await #expect(throws: DomainError.corruptData(source: .file(file.path), flaw: damage.flaw, keptAside: copy)) {
            try await operation.run(on: repository)
        }
        #expect(try Data(contentsOf: file) == Data(damage.contents.utf8))
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == Data(damage.contents.utf8))
    }

    @Test("repeated attempts keep one copy aside and never replace the file")
    func repeatedAttempts() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("todos.json")
        try Data("not json".utf8).write(to: file)
        let repository = FileTodoRepository(fileURL: file, dates: .fixed(TodoFixtures.now)) { () throws(DomainError) in
            []
        }

        for operation in Operation.allCases + Operation.allCases {
            await #expect(throws: DomainError.self) { try await operation.run(on: repository) }
        }

        #expect(try Data(contentsOf: file) == Data("not json".utf8))
        #expect(try folder.names() == ["todos.json", "todos.json.corrupt-20250616T160000", "todos.json.lock"])
    }
}
