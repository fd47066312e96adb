import Foundation
import Testing

@Suite("app todos")
struct TodosTests {
    /// Ids written by the tests' own todos files: two share the prefix `a1b2`.
    static let milk = "a1b2c3d4-0000-4000-8000-000000000001"
    static let report = "a1b2ffff-0000-4000-8000-000000000002"
    static let plants = "7e57aa00-0000-4000-8000-000000000003"

    private func known(_ data: TodosData) throws {
        try data.write([
            (Self.plants, "Water the plants", false), (Self.report, "Send the report", true),
            (Self.milk, "Buy oat milk", false),
        ])
    }

    @Test("a new data folder lists the bundled welcome todos without writing, and their ids work in toggle")
    func welcomeTodos() async throws {
        let data = try TodosData()
        defer { data.remove() }

        let first = try await data.run(["todos", "--json"])
        let second = try await data.run(["todos", "--json"])

        #expect(first.status == 0 && second.status == 0)
        let todos = try TodosData.todos(first.stdout)
        #expect(todos.count >= 3)
        #expect((todos.first?["title"] as? String)?.hasPrefix("Welcome") == true)
        let ids = todos.map { $0["id"] as? String }
        #expect(try TodosData.todos(second.stdout).map { $0["id"] as? String } == ids)
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.folder.path).isEmpty)

        let toggled = try await data.run(["todos", "toggle", String((ids.first ?? nil)?.prefix(8) ?? "none")])
        let after = try await data.run(["todos", "--json"])

        #expect(toggled.status == 0, "\(toggled.stderr)")
        #expect(try TodosData.todos(after.stdout).map { $0["id"] as? String } == ids)
        #expect(try TodosData.todos(after.stdout).first?["completed"] as? Bool == true)
        #expect(FileManager.default.fileExists(atPath: data.file.path))
    }

    @Test(
        "reading commands on an empty data folder leave it empty",
        arguments: [
            ["home"], ["todos"], ["todos", "--filter", "completed"], ["cart"], ["cart", "orders"], ["markets"],
        ])
    func readsDoNotWrite(arguments: [String]) async throws {
        let data = try TodosData()
        defer { data.remove() }
        let folder = data.folder.appendingPathComponent("new")

        let run = try await AppProcess.run(["--data-dir", folder.path] + arguments)

        #expect(run.status == 0, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("todos add joins the words of the title, prints {\"todo\":…} and the todo is listed first")
    func add() async throws {
        let data = try TodosData()
        defer { data.remove() }

        let added = try await data.run(["todos", "add", "Buy", "oat", "milk", "--json"])
        let listed = try await data.run(["todos", "--json"])

        #expect(added.status == 0)
        #expect(added.outputLines.count == 1)
        let todo = try TodosData.todo(added.stdout)
        #expect(todo["title"] as? String == "Buy oat milk")
        #expect(todo["completed"] as? Bool == false)
        #expect((todo["id"] as? String).flatMap(UUID.init(uuidString:)) != nil)
        #expect((todo["createdAt"] as? String).flatMap { try? Date.ISO8601FormatStyle().parse($0) } != nil)
        #expect(try TodosData.todos(listed.stdout).first?["id"] as? String == todo["id"] as? String)
    }

    @Test("toggle, edit and delete take a unique prefix in any case and print the list")
    func changesByPrefix() async throws {
        let data = try TodosData()
        defer { data.remove() }
        try known(data)

        let toggled = try await data.run(["todos", "toggle", "7E57", "--json"])
        let edited = try await data.run(["todos", "edit", "a1b2c", "Buy", "soy", "milk", "--json"])
        let deleted = try await data.run(["todos", "delete", "a1b2ff", "--json"])

        #expect([toggled.status, edited.status, deleted.status] == [0, 0, 0])
        #expect(
            try TodosData.todos(toggled.stdout).first { $0["id"] as? String == Self.plants }?["completed"] as? Bool
                == true)
        #expect(try TodosData.todos(edited.stdout).first?["title"] as? String == "Buy soy milk")
        #expect(try TodosData.todos(deleted.stdout).map { $0["id"] as? String } == [Self.milk, Self.plants])
    }

    @Test(
        "--filter lists only the active or the completed todos",
        arguments: [("active", [milk, plants]), ("completed", [report]), ("all", [milk, report, plants])]
    )
    func filter(filter: String, ids: [String]) async throws {
        let data = try TodosData()
        defer { data.remove() }
        try known(data)

        let run = try await data.run(["todos", "--filter", filter, "--json"])

        #expect(run.status == 0)
        #expect(try TodosData.todos(run.stdout).map { $0["id"] as? String } == ids)
    }

    @Test("the text list is a table with short ids, done boxes and a line about the change")
    func text() async throws {
        let data = try TodosData()
        defer { data.remove() }
        try known(data)

        let run = try await data.run(["todos", "toggle", "7e57"])

        #expect(run.status == 0)
        #expect(run.outputLines.first == "Todos")
        #expect(run.stdout.contains("Marked “Water the plants” as done."))
        #expect(run.outputLines.contains { $0.hasPrefix("#  ID        Done  Title") })
        #expect(run.outputLines.contains { $0.contains("7e57aa00  [x]   Water the plants") })
    }

    @Test(
        "bad input fails with the exit code of docs/CLI.md and one sentence",
        arguments: [
            (["todos", "--filter", "done"], 64, "--filter must be one of all, active or completed, got done."),
            (["todos", "toggle", "ab"], 64, "TODO_ID must be at least 4 characters of an id, got ab."),
            (["todos", "toggle"], 64, "'todos toggle' needs TODO_ID. Run 'app todos toggle --help' for its usage."),
            (["todos", "add"], 64, "'todos add' needs TITLE. Run 'app todos add --help' for its usage."),
            (["todos", "add", "   "], 65, "Invalid title: must not be empty."),
            (["todos", "delete", "ffff"], 1, "No todo with id ffff."),
            (
                ["todos", "add", String(repeating: "x", count: 501)], 65,
                "Invalid title: must be at most 500 characters, got 501."
            ),
            (
                ["todos", "toggle", "a1b2"], 64,
                "a1b2 matches 2 todos (\(milk), \(report)); give more characters."
            ),
        ]
    )
    func badInput(arguments: [String], status: Int, message: String) async throws {
        let data = try TodosData()
        defer { data.remove() }
        try known(data)
        let before = try Data(contentsOf: data.file)

        let run = try await data.run(arguments)

        #expect(run.status == Int32(status))
        #expect(run.stdout.isEmpty)
        #expect(run.errorLines == [message])
        #expect(try Data(contentsOf: data.file) == before)
    }

    @Test(
        "a damaged todos file fails every command with 65, naming the file and the copy, and is left as it was",
        arguments: [
            ["todos"], ["todos", "add", "Buy", "milk"], ["todos", "toggle", "a1b2"], ["todos", "edit", "a1b2", "x"],
            ["todos", "delete", "a1b2"],
        ]
    )
    func damagedFile(arguments: [String]) async throws {
        let data = try TodosData()
        defer { data.remove() }
        let damaged = Data("{\"formatVersion\":1,\"value\":[{\"id\":".utf8)
        try damaged.write(to: data.file)

        let run = try await data.run(arguments)

        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.errorLines.count == 1)
        let copies = try FileManager.default.contentsOfDirectory(atPath: data.folder.path)
            .filter { $0.hasPrefix("todos.json.corrupt-") }
        #expect(copies.count == 1)
        let copy = data.folder.appendingPathComponent(copies.first ?? "?").path
        #expect(run.stderr.hasPrefix("\(data.file.path) cannot be read as data:"))
        #expect(run.stderr.contains("A copy was kept at \(copy)."))
        #expect(try Data(contentsOf: data.file) == damaged)
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == damaged)
    }

    @Test("a damaged file in --json mode is a JSON error on stderr")
    func damagedFileJSON() async throws {
        let data = try TodosData()
        defer { data.remove() }
        try Data("[]".utf8).write(to: data.file)

        let run = try await data.run(["todos", "add", "x", "--json"])

        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("{\"error\":{\"code\":\"corrupt_data\",\"message\":\"\(data.file.path) cannot"))
    }

    @Test("a piped session adds, toggles, edits and deletes, and a new process sees the result")
    func pipedSession() async throws {
        let data = try TodosData()
        defer { data.remove() }
        try known(data)
        let input = """
            # a day's todos
            todos add Buy bread --json
            todos toggle 7e57 --json
            todos edit a1b2c "Buy oat milk and eggs" --json
            todos delete a1b2f --json
            todos --filter active --json

            """

        let session = try await data.run([], input: input)
        let later = try await data.run(["todos", "--filter", "completed", "--json"])

        #expect(session.status == 0)
        #expect(session.outputLines.count == 5)
        #expect(
            try TodosData.todo(session.outputLines[0])["title"]
                as? String == "Buy bread")
        let active = try TodosData.todos(session.outputLines[4])
        #expect(active.map { $0["title"] as? String } == ["Buy bread", "Buy oat milk and eggs"])
        #expect(try TodosData.todos(later.stdout).map { $0["id"] as? String } == [Self.plants])
    }

    /// Two `app` processes, each reading 50 `todos add` commands from its input, run at the same time on one
    /// data folder. Each add is its own read-modify-write under the store's cross-process lock, exactly as in a
    /// one-shot `app todos add`, so this is the no-lost-update check without paying 100 process start-ups. The
    /// long forms are `make reliability`'s: two sessions of 200 adds on each store, 4 x 100 one-shot writers,
    /// and kill -9 in the middle of writes.
    @Test("two processes adding 50 todos each at the same time on one data folder lose none of them")
    func noLostUpdates() async throws {
        let data = try TodosData()
        defer { data.remove() }
        let (commandsA, commandsB) = (Self.adds(writer: "A"), Self.adds(writer: "B"))

        async let writerA = data.run(["--json"], input: commandsA)
        async let writerB = data.run(["--json"], input: commandsB)
        let statuses = try await [writerA.status, writerB.status]
        let run = try await data.run(["todos", "--json"])

        #expect(statuses == [0, 0])
        let titles = try TodosData.todos(run.stdout).compactMap { $0["title"] as? String }
        let written = titles.filter { $0.hasPrefix("writer ") }
        let expected = Set(["A", "B"].flatMap { writer in (1...Self.addsPerWriter).map { "writer \(writer) \($0)" } })
        #expect(Set(written) == expected)
        #expect(written.count == 2 * Self.addsPerWriter)
        #expect(Self.switches(written) > 1, "the two writers did not overlap")
        let welcome = titles.filter { !$0.hasPrefix("writer ") }
        #expect(!welcome.isEmpty)
        #expect(Set(welcome).count == welcome.count)
    }

    /// Ten processes a loop: each is a whole process start, and the long form (4 x 100 one-shot writers on each
    /// store) is `make reliability`'s; the reliability test in this package runs 2 x 8 mixed ones on both stores.
    @Test("two loops of one-shot `app todos add` processes at the same time lose none of them")
    func noLostUpdatesAcrossOneShotProcesses() async throws {
        let data = try TodosData()
        defer { data.remove() }

        let writers = try ["A", "B"].map {
            try ShellLoop.addTodos(label: "writer \($0)", count: Self.oneShotAddsPerWriter, folder: data.folder)
        }
        var statuses: [Int32] = []
        for writer in writers {
            statuses.append(await ShellLoop.wait(writer))
        }
        let run = try await data.run(["todos", "--json"])

        #expect(statuses == [0, 0])
        let titles = try TodosData.todos(run.stdout).compactMap { $0["title"] as? String }
        let expected = Set(
            ["A", "B"].flatMap { writer in (1...Self.oneShotAddsPerWriter).map { "writer \(writer) \($0)" } })
        let written = titles.filter { $0.hasPrefix("writer ") }
        #expect(Set(written) == expected)
        #expect(written.count == 2 * Self.oneShotAddsPerWriter)
        #expect(Self.switches(written) > 1, "the two loops did not overlap")
    }

    /// Piped input adding "writer <writer> 1" … "writer <writer> 50".
    private static let addsPerWriter = 50
    private static let oneShotAddsPerWriter = 10

    /// How often the newest-first list goes from one writer's adds to the other's: more than once means the runs
    /// overlapped, so the lock was really contended (one run after the other would pass the other checks and
    /// prove nothing).
    private static func switches(_ written: [String]) -> Int {
        zip(written, written.dropFirst()).filter { $0.0.prefix(8) != $0.1.prefix(8) }.count
    }

    private static func adds(writer: String) -> String {
        (1...addsPerWriter).map { "todos add writer \(writer) \($0)\n" }.joined()
    }
}
