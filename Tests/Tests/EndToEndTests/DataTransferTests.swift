import Foundation
import Testing

/// `app data export` and `app data import` against the real binary, on both stores.
@Suite("app data export and import")
struct DataTransferTests {
    /// A data folder with a todo, an order and a cart line, written through the app on `store`: one process
    /// reading the four commands from a pipe (each still its own write), not four process starts.
    private func filled(_ store: String) async throws -> TodosData {
        let data = try TodosData()
        let commands = "todos add Buy oat milk\ncart add 1 --qty 2\ncart checkout\ncart add 2\n"
        let run = try await data.run(["--store", store], input: commands)
        try #require(run.status == 0, "\(run.stderr)")
        return data
    }

    /// The document without its `exportedAt` line, the one thing two exports of the same data differ in.
    private func body(_ document: String) -> [Substring] {
        document.split(separator: "\n").filter { !$0.contains("\"exportedAt\"") }
    }

    @Test(
        "export, import into the other store, export again: the documents are equal apart from their timestamps",
        arguments: [("file", "sqlite"), ("sqlite", "file")])
    func roundTrip(from: String, to: String) async throws {
        let source = try await filled(from)
        defer { source.remove() }
        let target = try TodosData()
        defer { target.remove() }
        let file = source.folder.appendingPathComponent("export.json").path

        let exported = try await source.run(["--store", from, "data", "export", file])
        let imported = try await target.run(["--store", to, "data", "import", file])
        let again = try await target.run(["--store", to, "data", "export"])

        #expect(exported.status == 0 && imported.status == 0 && again.status == 0, "\(imported.stderr)")
        #expect(imported.stdout == "Imported 5 todos, 1 cart line and 1 order from \(file) into the \(to) store.\n")
        let first = try String(contentsOfFile: file, encoding: .utf8)
        #expect(body(first) == body(again.stdout))
        #expect(first.contains("\"formatVersion\" : 1"))
    }

    @Test(
        "a document that breaks a rule or has another version is exit 65 in one sentence, and the store is untouched",
        arguments: ["file", "sqlite"])
    func refused(store: String) async throws {
        let data = try await filled(store)
        defer { data.remove() }
        let before = try await data.run(["--store", store, "data", "export"])
        let valid = before.stdout
        let cases: [(String, String)] = [
            (
                valid.replacingOccurrences(of: "\"Buy oat milk\"", with: "\"   \""),
                "in the document: must not be empty."
            ),
            (
                valid.replacingOccurrences(of: "\"formatVersion\" : 1", with: "\"formatVersion\" : 7"),
                "cannot be read as data: format version 7 is newer than the 1 this app reads."
            ),
            (
                valid.replacingOccurrences(of: "\"quantity\" : 2", with: "\"quantity\" : \"two\""),
                "cannot be read as data:"
            ),
        ]
        for (document, sentence) in cases {
            let file = data.folder.appendingPathComponent("import.json")
            try Data(document.utf8).write(to: file)

            let run = try await data.run(["--store", store, "data", "import", file.path])
            let after = try await data.run(["--store", store, "data", "export"])

            #expect(run.status == 65, "\(run.stderr)")
            #expect(run.errorLines.count == 1 && run.stderr.contains(sentence), "\(run.stderr)")
            #expect(body(after.stdout) == body(valid))
        }
    }

    @Test("the file store replaces all three files or none: a damaged cart file stops the import before any write")
    func allOrNothing() async throws {
        let data = try await filled("file")
        defer { data.remove() }
        let export = data.folder.appendingPathComponent("export.json").path
        try #require(try await data.run(["data", "export", export]).status == 0)
        let todos = try Data(contentsOf: data.file)
        let cart = data.folder.appendingPathComponent("cart.json")
        try Data("{ damaged".utf8).write(to: cart)

        let run = try await data.run(["data", "import", export])

        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("\(cart.path) cannot be read as data:"), "\(run.stderr)")
        #expect(try Data(contentsOf: data.file) == todos)
        #expect(try String(contentsOf: cart, encoding: .utf8) == "{ damaged")
    }

    @Test("wrong uses are usage errors (64), and a missing document is 74 with the system's words")
    func wrongUse() async throws {
        let data = try TodosData()
        defer { data.remove() }

        let bare = try await data.run(["data"])
        let noFile = try await data.run(["data", "import"])
        let missing = try await data.run(["data", "import", "/no/such/export.json"])

        #expect(bare.status == 64 && noFile.status == 64)
        #expect(missing.status == 74)
        #expect(missing.stderr == "Cannot use /no/such/export.json: No such file or directory.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.folder.path).isEmpty)
    }
}
