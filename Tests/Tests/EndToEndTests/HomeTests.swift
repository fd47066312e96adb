import Foundation
import Testing

@Suite("app home: the dashboard of every feature")
struct HomeTests {
    /// A data folder shared by several runs of the app, as a person's would be; removed by `remove()`.
    private struct SharedDataFolder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("home-e2e-\(UUID().uuidString)")
        var environment: [String: String] { ["APP_DATA_DIR": url.path] }
        var cartFile: URL { url.appendingPathComponent("cart.json") }

        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    private func document(_ run: AppRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    private func tile(_ name: String, of run: AppRun) throws -> [String: Any] {
        try #require(try document(run)[name] as? [String: Any])
    }

    @Test("home --json on a fresh data folder: the bundled catalog, an empty cart, the welcome todos, a stale mover")
    func freshJSON() async throws {
        let run = try await AppProcess.run(["home", "--json"])

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.outputLines.count == 1)
        #expect(run.stdout.hasPrefix(#"{"catalog":{"products":115,"categories":11},"#))
        #expect(run.stdout.contains(#""cart":{"items":0,"total":"0.00","currency":"USD"},"todos":{"open":3},"#))
        let markets = try tile("markets", of: run)
        let mover = try #require(markets["topMover"] as? [String: Any])
        #expect(mover["id"] as? String == "lunar-dust")
        #expect(mover["name"] as? String == "Lunar Dust")
        #expect(run.stdout.contains(#""price":"0.4521","change24h":-18.75031}"#))
        #expect(markets["stale"] as? Bool == true)
        #expect(markets["source"] as? String == "bundled")
    }

    @Test("home as text shows a section per tile, the markets one marked as the bundled snapshot, then the features")
    func freshText() async throws {
        let run = try await AppProcess.run(["home"])

        #expect(run.status == 0)
        #expect(
            run.stdout.hasPrefix(
                """
                Home

                Catalog
                Products:   115
                Categories: 11

                Cart
                Items: 0
                Total: $0.00

                Todos
                Open: 3

                Markets (bundled snapshot of 2025-06-02)
                Top mover:  Lunar Dust (LDUST)
                24h change: -18.75 %
                Price:      $0.4521

                Features
                """))
        #expect(run.stdout.contains("markets  crypto prices with a cache"))
    }

    @Test("a piped session: what the cart and the todos commands change, the dashboard counts")
    func countsChanges() async throws {
        let folder = SharedDataFolder()
        defer { folder.remove() }
        let input = """
            cart add 1 --qty 2
            todos add Buy oat milk
            home --json
            """

        let run = try await AppProcess.run([], input: input, environment: folder.environment)

        #expect(run.status == 0)
        let home = try #require(run.outputLines.last)
        #expect(home.contains(#""cart":{"items":2,"total":"1728.06","currency":"USD"},"todos":{"open":4},"#))
    }

    @Test("a damaged cart file: the cart tile says why it is unavailable, the others show, exit 0, file untouched")
    func damagedCart() async throws {
        let folder = SharedDataFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let damaged = "{\"formatVersion\":1,"
        try Data(damaged.utf8).write(to: folder.cartFile)

        let text = try await AppProcess.run(["home"], environment: folder.environment)
        let json = try await AppProcess.run(["home", "--json"], environment: folder.environment)

        #expect(text.status == 0)
        #expect(text.stderr.isEmpty)
        // The sentence is wrapped to 80 columns wherever the folder's path falls; the JSON checks it word for word.
        #expect(text.stdout.contains("\nCart\nUnavailable: /"))
        #expect(!text.stdout.contains("Items:"))
        #expect(text.stdout.contains("Products:   115"))
        #expect(text.stdout.contains("Open: 3"))
        #expect(text.stdout.contains("Top mover:  Lunar Dust (LDUST)"))
        #expect(json.status == 0)
        let error = try #require(try tile("cart", of: json)["error"] as? [String: Any])
        #expect(error["code"] as? String == "corrupt_data")
        let message = try #require(error["message"] as? String)
        #expect(message.hasPrefix("\(folder.cartFile.path) cannot be read as data: the data is not valid JSON"))
        #expect(message.contains("A copy was kept at \(folder.cartFile.path).corrupt-"))
        #expect(try tile("catalog", of: json)["products"] as? Int == 115)
        #expect(try tile("todos", of: json)["open"] as? Int == 3)
        #expect(try String(contentsOf: folder.cartFile, encoding: .utf8) == damaged)
    }

    @Test("home takes no arguments: an extra word is a usage error")
    func extraArgument() async throws {
        let run = try await AppProcess.run(["home", "extra"])

        #expect(run.status == 64)
        #expect(run.errorLines == ["Unexpected argument 'extra' for 'home'. Run 'app home --help' for its usage."])
    }
}
