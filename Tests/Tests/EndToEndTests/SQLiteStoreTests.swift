import Foundation
import Testing

/// `--store sqlite` and `APP_STORE`, against the real binary: the same commands on a database file in the
/// data folder, which the `sqlite3` shell can open.
@Suite("app --store sqlite")
struct SQLiteStoreTests {
    @Test("todos and the cart are kept in app.sqlite, and only there")
    func keepsEverythingInTheDatabase() async throws {
        let data = try TodosData()
        defer { data.remove() }

        let added = try await data.run(["--store", "sqlite", "todos", "add", "Water", "the", "plants"])
        let carted = try await data.run(["--store", "sqlite", "cart", "add", "1", "--qty", "2"])
        let listed = try await data.run(["--store", "sqlite", "todos", "--json"])
        let cart = try await data.run(["--store", "sqlite", "cart", "--json"])

        #expect(added.status == 0 && carted.status == 0, "\(added.stderr)\(carted.stderr)")
        #expect(try TodosData.todos(listed.stdout).contains { $0["title"] as? String == "Water the plants" })
        #expect(cart.stdout.contains(#""quantity":2"#), "\(cart.stdout)")
        let files = try FileManager.default.contentsOfDirectory(atPath: data.folder.path)
        #expect(files.contains("app.sqlite"))
        #expect(!files.contains("todos.json") && !files.contains("cart.json"))
    }

    @Test("APP_STORE chooses the store, and --store wins over it")
    func environment() async throws {
        let data = try TodosData()
        defer { data.remove() }

        let sqlite = try await AppProcess.run(
            ["--data-dir", data.folder.path, "todos", "add", "In the database"], environment: ["APP_STORE": "sqlite"])
        let file = try await AppProcess.run(
            ["--data-dir", data.folder.path, "--store", "file", "todos", "add", "In a file"],
            environment: ["APP_STORE": "sqlite"])

        #expect(sqlite.status == 0 && file.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: data.folder.path)
        #expect(files.contains("app.sqlite") && files.contains("todos.json"))
    }

    @Test(
        "an unknown store is a usage error naming the valid ones",
        arguments: [(["--store", "mysql"], [String: String]()), ([], ["APP_STORE": "json"])]
    )
    func unknownStore(arguments: [String], environment: [String: String]) async throws {
        let data = try TodosData()
        defer { data.remove() }

        let run = try await AppProcess.run(
            ["--data-dir", data.folder.path] + arguments + ["todos"], environment: environment)

        #expect(run.status == 64)
        #expect(run.stderr.contains("must be file or sqlite, got"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.folder.path).isEmpty)
    }

    @Test("a data folder's app.sqlite that is not a database is reported in one sentence and left as it was")
    func notADatabase() async throws {
        let data = try TodosData()
        defer { data.remove() }
        let path = data.folder.appendingPathComponent("app.sqlite")
        let text = String(repeating: "not a database\n", count: 100)
        try Data(text.utf8).write(to: path)

        let run = try await data.run(["--store", "sqlite", "todos", "add", "Lost?"])

        #expect(run.status == 65)
        #expect(
            run.stderr
                == "\(path.path) cannot be read as data: SQLite: file is not a database. Repair the file, or move it "
                + "away to start a new list.\n")
        #expect(try String(contentsOf: path, encoding: .utf8) == text)
    }

    @Test("the sqlite3 shell opens the database the app wrote")
    func sqliteShell() async throws {
        let data = try TodosData()
        defer { data.remove() }
        let added = try await data.run(["--store", "sqlite", "todos", "add", "Visible in the shell"])
        try #require(added.status == 0)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") else { return }

        let shell = try await ScriptProcess.run(
            URL(fileURLWithPath: "/usr/bin/sqlite3"),
            [data.folder.appendingPathComponent("app.sqlite").path, "SELECT title FROM todos"], environment: [:])

        #expect(shell.status == 0)
        #expect(shell.output.contains("Visible in the shell"), "\(shell.output)")
    }
}
