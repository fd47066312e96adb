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

    @Test(
        "the sqlite3 shell opens the database the app wrote",
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"),
            "needs the sqlite3 shell (apt-get install sqlite3)"))
    func sqliteShell() async throws {
        let data = try TodosData()
        defer { data.remove() }
        let added = try await data.run(["--store", "sqlite", "todos", "add", "Visible in the shell"])
        try #require(added.status == 0)

        let shell = try await ScriptProcess.run(
            URL(fileURLWithPath: "/usr/bin/sqlite3"),
            [data.folder.appendingPathComponent("app.sqlite").path, "SELECT title FROM todos"], environment: [:])

        #expect(shell.status == 0)
        #expect(shell.output.contains("Visible in the shell"), "\(shell.output)")
    }

    @Test("a database damaged inside fails with 65 in one sentence with SQLite's words, and is left as it was")
    func damagedInside() async throws {
        let data = try TodosData()
        defer { data.remove() }
        let path = data.folder.appendingPathComponent("app.sqlite")
        for title in ["One", "Two", "Three"] {
            try #require(try await data.run(["--store", "sqlite", "todos", "add", title]).status == 0)
        }
        // Page 1 (the schema) stays; every page after it is overwritten.
        var bytes = try Data(contentsOf: path)
        try #require(bytes.count > 4096)
        bytes.replaceSubrange(4096..<bytes.count, with: Data(repeating: 0xA5, count: bytes.count - 4096))
        try bytes.write(to: path)

        let read = try await data.run(["--store", "sqlite", "todos"])
        let write = try await data.run(["--store", "sqlite", "todos", "add", "Four"])

        for run in [read, write] {
            #expect(run.status == 65, "\(run.stderr)")
            #expect(run.errorLines.count == 1)
            #expect(run.stderr.hasPrefix("\(path.path) cannot be read as data: SQLite: "), "\(run.stderr)")
        }
        #expect(try Data(contentsOf: path) == bytes)
    }

    @Test(
        "a full disk fails a write with 74 and SQLite's reason, and the database keeps what it had",
        .enabled(if: Tmpfs.available, "needs root and permission to mount a tmpfs"))
    func fullDisk() async throws {
        let disk = try Tmpfs(kilobytes: 256)
        defer { disk.unmount() }
        let folder = disk.folder.appendingPathComponent("data")
        let run = { (arguments: [String]) in
            try await AppProcess.run(["--data-dir", folder.path, "--store", "sqlite"] + arguments)
        }
        try #require(try await run(["todos", "add", "Kept"]).status == 0)
        let before = try await run(["todos", "--json"])
        disk.fill()

        let write = try await run(["todos", "add", String(repeating: "x", count: 200)])
        // With the disk full SQLite cannot even open its shared-memory file to read; space again, it reads.
        try FileManager.default.removeItem(at: disk.folder.appendingPathComponent("filler"))
        let after = try await run(["todos", "--json"])

        #expect(write.status == 74, "\(write.stderr)")
        #expect(write.errorLines.count == 1)
        #expect(write.stderr.contains("SQLite: "), "\(write.stderr)")
        #expect(after.status == 0 && after.stdout == before.stdout, "\(after.stderr)")
    }

    @Test(
        "a read-only file system fails a write with 74 and SQLite's reason, and changes nothing",
        .enabled(if: Tmpfs.available, "needs root and permission to mount a tmpfs"))
    func readOnlyDisk() async throws {
        let disk = try Tmpfs(kilobytes: 512)
        defer { disk.unmount() }
        let folder = disk.folder.appendingPathComponent("data")
        let run = { (arguments: [String]) in
            try await AppProcess.run(["--data-dir", folder.path, "--store", "sqlite"] + arguments)
        }
        try #require(try await run(["todos", "add", "Kept"]).status == 0)
        let file = folder.appendingPathComponent("app.sqlite")
        let before = try Data(contentsOf: file)
        try disk.remount(readOnly: true)

        let write = try await run(["todos", "add", "Refused"])
        let read = try await run(["todos"])

        #expect(write.status == 74, "\(write.stderr)")
        #expect(write.errorLines.count == 1)
        #expect(write.stderr.hasPrefix("Cannot use \(file.path): SQLite: "), "\(write.stderr)")
        #expect([0, 74].contains(read.status), "\(read.stderr)")
        #expect(try Data(contentsOf: file) == before)
    }
}
