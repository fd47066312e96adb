import DataCore
import DataTesting
import DomainCore
import Foundation
import Testing
import TodosDomain
import TodosTesting

@testable import TodosData

@Suite("FileTodoRepository")
struct FileTodoRepositoryTests {
    private func repository(_ file: URL, seeds: SeedCounter = SeedCounter()) -> FileTodoRepository {
        FileTodoRepository(fileURL: file, dates: .fixed(TodoFixtures.now), seeds: seeds.seeds)
    }

    @Test("reads on a new folder serve the seeds from memory and write nothing; the first change saves them")
    func readsDoNotWrite() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("data/todos.json")
        let seeds = SeedCounter()

        let first = try await repository(file, seeds: seeds).todos()
        let second = try await repository(file, seeds: seeds).todos()
        #expect(first == seeds.todos && second == seeds.todos)
        #expect(try folder.names().isEmpty)

        _ = try await repository(file, seeds: seeds).update(id: TodoFixtures.plants.id) { $0.completed = true }
        let saved = try await repository(file, seeds: SeedCounter([TodoFixtures.milk])).todos()

        #expect(saved.map(\.id) == seeds.todos.map(\.id))
        #expect(saved.first?.completed == true)
        #expect(seeds.calls == 3)
    }

    @Test("a change on first run keeps the seeds and adds to them")
    func changeOnFirstRun() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("todos.json")

        try await repository(file).add(TodoFixtures.milk)

        #expect(try await repository(file).todos() == [TodoFixtures.plants, TodoFixtures.report, TodoFixtures.milk])
    }

    @Test("an emptied list stays empty: the seeds come only when there is no file")
    func emptiedListStaysEmpty() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("todos.json")
        let seeds = SeedCounter([TodoFixtures.plants])

        _ = try await repository(file, seeds: seeds).delete(id: TodoFixtures.plants.id)

        #expect(try await repository(file, seeds: seeds).todos().isEmpty)
        #expect(seeds.calls == 1)
    }

    @Test("update changes one todo in the file and returns it")
    func update() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("todos.json")

        let changed = try await repository(file).update(id: TodoFixtures.plants.id) { $0.completed = true }

        var expected = TodoFixtures.plants
        expected.completed = true
        #expect(changed == expected)
        #expect(try await repository(file).todos() == [expected, TodoFixtures.report])
    }

    @Test("delete removes one todo from the file and returns it")
    func delete() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("todos.json")

        let deleted = try await repository(file).delete(id: TodoFixtures.report.id)

        #expect(deleted == TodoFixtures.report)
        #expect(try await repository(file).todos() == [TodoFixtures.plants])
    }

    @Test("update and delete of an unknown id are not found and leave the file as it was")
    func unknownID() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("todos.json")
        let repository = repository(file)
        try await repository.add(TodoFixtures.milk)
        let before = try Data(contentsOf: file)
        let missing = DomainError.notFound(entity: "todo", id: TodoFixtures.trip.idString)

        await #expect(throws: missing) {
            try await repository.update(id: TodoFixtures.trip.id) { todo throws(DomainError) in
                try todo.rename(to: "x")
            }
        }
        await #expect(throws: missing) { try await repository.delete(id: TodoFixtures.trip.id) }
        #expect(try Data(contentsOf: file) == before)
    }

    @Test("the file is the store's envelope with lower-case ids and dates to the millisecond")
    func fileFormat() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("todos.json")
        let made = try Todo(
            id: TodoFixtures.milk.id, title: "Buy oat milk", createdAt: Date(timeIntervalSince1970: 1_750_003_200.25))

        try await repository(file, seeds: SeedCounter([])).add(made)

        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\"formatVersion\" : 1"))
        #expect(text.contains("\"id\" : \"a1b2c3d4-0000-4000-8000-000000000001\""))
        #expect(text.contains("\"createdAt\" : \"2025-06-15T16:00:00.250Z\""))
        #expect(try await repository(file).todos() == [made])
    }

    @Test("two repositories adding at the same time on one file lose nothing")
    func concurrentAdds() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("todos.json")
        let writers = [repository(file, seeds: SeedCounter([])), repository(file, seeds: SeedCounter([]))]

        try await withThrowingTaskGroup(of: Void.self) { group in
            for (writer, repository) in writers.enumerated() {
                group.addTask {
                    for number in 1...40 {
                        try await repository.add(
                            Todo(id: UUID(), title: "writer \(writer) #\(number)", createdAt: TodoFixtures.now))
                    }
                }
            }
            try await group.waitForAll()
        }

        let titles = Set(try await repository(file).todos().map(\.title))
        #expect(titles.count == 80)
        #expect(titles.contains("writer 0 #40") && titles.contains("writer 1 #1"))
    }

    @Test("a missing folder is created at the first write")
    func createsFolder() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("nested/deeper/todos.json")

        try await repository(file).add(TodoFixtures.milk)

        #expect(FileManager.default.fileExists(atPath: file.path))
    }

    @Test("a data folder that is a file is a storage error naming it")
    func folderIsAFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("x".utf8).write(to: folder.file("blocker"))
        let file = folder.file("blocker").appendingPathComponent("todos.json")

        await #expect(
            throws: DomainError.storage(path: folder.file("blocker").path, cause: .system(detail: "Not a directory"))
        ) {
            try await repository(file).add(TodoFixtures.milk)
        }
    }
}
