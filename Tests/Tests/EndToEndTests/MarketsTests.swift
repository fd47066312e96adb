import DataTesting
import Foundation
import Testing

@Suite("app markets")
struct MarketsTests {
    private func document(_ run: AppRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    private func coins(_ run: AppRun) throws -> [[String: Any]] {
        try #require(try document(run)["coins"] as? [[String: Any]])
    }

    /// A data folder that outlives one run, for what one run saves and the next reads.
    private func withDataFolder(_ body: (String) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("markets-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(folder.path)
    }

    // MARK: - The bundled snapshot (the offline default)

    @Test("markets --json lists the bundled snapshot: at least 50 coins, exact prices, marked stale as bundled")
    func bundledJSON() async throws {
        let run = try await AppProcess.run(["markets", "--json"])

        #expect(run.status == 0)
        #expect(run.outputLines.count == 1)
        let document = try document(run)
        let coins = try coins(run)
        #expect(coins.count >= 50)
        #expect(document["currency"] as? String == "USD")
        #expect(document["stale"] as? Bool == true)
        #expect(document["source"] as? String == "bundled")
        #expect(document["refreshError"] is NSNull)
        #expect((document["fetchedAt"] as? String).flatMap(ISO8601DateFormatter().date(from:)) != nil)
        #expect(coins.allSatisfy { $0["price"] is String || $0["price"] is NSNull })
        #expect(coins.first?["id"] as? String == "bitcoin")
        #expect(run.stdout.contains(#""price":"0.00000123""#))
    }

    @Test("markets as text says it is the bundled snapshot")
    func bundledText() async throws {
        let run = try await AppProcess.run(["markets"])

        #expect(run.status == 0)
        #expect(run.outputLines.first?.hasPrefix("Markets (bundled snapshot of ") == true)
        #expect(run.stdout.contains("Bitcoin (BTC)"))
        #expect(run.stdout.contains("$0.00000123"))
    }

    @Test("--sort change puts the biggest gain first and coins without a change last")
    func sortByChange() async throws {
        let run = try await AppProcess.run(["markets", "--sort", "change", "--json"])

        #expect(run.status == 0)
        let changes = try coins(run).map { $0["change24h"] as? Double }
        let known = changes.prefix { $0 != nil }.compactMap { $0 }
        #expect(known == known.sorted(by: >))
        #expect(changes.dropFirst(known.count).allSatisfy { $0 == nil })
        #expect(known.count < changes.count)
    }

    @Test("markets show bitcoin --json prints one coin with more fields")
    func show() async throws {
        let run = try await AppProcess.run(["markets", "show", "bitcoin", "--json"])

        #expect(run.status == 0)
        let coin = try document(run)
        #expect(coin["id"] as? String == "bitcoin")
        #expect(coin["symbol"] as? String == "BTC")
        #expect(coin["marketCap"] is String)
        #expect(coin["stale"] as? Bool == true)
    }

    @Test(
        "wrong input exits with its code and one sentence",
        arguments: [
            (
                ["markets", "--sort", "bogus"], Int32(64),
                "--sort must be one of rank, change, price or name, got bogus."
            ),
            (["markets", "show", "no-such-coin"], 1, "No coin with id no-such-coin."),
            (["markets", "show"], 64, "'markets show' needs COIN_ID. Run 'app markets show --help' for its usage."),
            (["markets", "bogus"], 64, "Unknown command 'markets bogus'. Run 'app markets --help' for its usage."),
        ])
    func wrongInput(arguments: [String], status: Int32, message: String) async throws {
        let run = try await AppProcess.run(arguments)

        #expect(run.status == status)
        #expect(run.stdout.isEmpty)
        #expect(run.errorLines == [message])
    }

    // MARK: - A live server

    @Test("--markets-url lists the server's coins as fresh, asking for the top 100 in US dollars")
    func live() async throws {
        let server = try CoinGecko.server()
        defer { server.stop() }

        let run = try await AppProcess.run(["--markets-url", CoinGecko.baseURL(of: server), "markets", "--json"])

        #expect(run.status == 0)
        let document = try document(run)
        #expect(document["stale"] as? Bool == false)
        #expect(document["source"] as? String == "live")
        #expect(try coins(run).map { $0["name"] as? String } == ["Remote Bitcoin", "Tiny Shiba"])
        #expect(run.stdout.contains(#""price":"70123""#))
        #expect(run.stdout.contains(#""price":"0.00000123","change24h":null,"rank":null"#))
        #expect(server.requests.map(\.path) == ["/api/v3/coins/markets"])
        #expect(server.requests.first?.query["vs_currency"] == "usd")
    }

    @Test("a dead server after a good run shows the saved copy, marked stale, and exits 0")
    func savedCopyWhenOffline() async throws {
        try await withDataFolder { data in
            let server = try CoinGecko.server()
            let url = CoinGecko.baseURL(of: server)
            let first = try await AppProcess.run(
                ["--markets-url", url, "markets", "--json"], environment: ["APP_DATA_DIR": data])
            server.stop()
            #expect(first.status == 0)

            // No retries: a refused connection ends the same way after their pauses, 1.5 s of them per run.
            let offline = ["--markets-url", url, "--retries", "0", "markets"]
            let json = try await AppProcess.run(offline + ["--json"], environment: ["APP_DATA_DIR": data])
            let text = try await AppProcess.run(offline, environment: ["APP_DATA_DIR": data])

            #expect(json.status == 0)
            let document = try document(json)
            #expect(document["stale"] as? Bool == true)
            #expect(document["source"] as? String == "cached")
            #expect(document["refreshError"] as? String == "connection refused")
            #expect(try coins(json).first?["name"] as? String == "Remote Bitcoin")
            #expect(text.status == 0)
            #expect(text.outputLines.first == "Markets (cached just now, connection refused)")
        }
    }

    @Test("a dead server with nothing saved falls back to the bundled snapshot, marked stale, and exits 0")
    func bundledWhenOfflineAndEmpty() async throws {
        let run = try await AppProcess.run([
            "--markets-url", try CoinGecko.deadURL(), "--retries", "0", "markets", "--json",
        ])

        #expect(run.status == 0)
        let document = try document(run)
        #expect(document["stale"] as? Bool == true)
        #expect(document["source"] as? String == "bundled")
        #expect(document["refreshError"] as? String == "connection refused")
        #expect(try coins(run).count >= 50)
    }

    @Test("a rate-limited server with nothing saved says so on the stale title")
    func rateLimited() async throws {
        let server = try LocalHTTPServer(
            always: .json(
                #"{"status":{"error_code":429,"error_message":"You've exceeded the Rate Limit."}}"#, status: 429))
        defer { server.stop() }

        let run = try await AppProcess.run([
            "--markets-url", CoinGecko.baseURL(of: server), "--retries", "0", "markets", "show", "bitcoin",
        ])

        #expect(run.status == 0)
        #expect(run.outputLines.first?.hasPrefix("Bitcoin (BTC) (bundled snapshot of ") == true)
        #expect(run.outputLines.first?.hasSuffix(", rate limited)") == true)
        #expect(server.requests.count == 1)
    }

    @Test("escape sequences in a server's coin names never reach the terminal")
    func hostileNames() async throws {
        let body =
            #"[{"id": "evil", "symbol": "ev", "name": "\u001b[31mEvil\u001b[0m \u009b2JCoin", "current_price": 1}]"#
        let server = try CoinGecko.server(body: body)
        defer { server.stop() }

        let run = try await AppProcess.run(["--markets-url", CoinGecko.baseURL(of: server), "markets"])

        #expect(run.status == 0)
        #expect(run.stdout.contains("Evil Coin (EV)"))
        #expect(!run.stdout.unicodeScalars.contains { [0x1B, 0x9B].contains($0.value) })
    }

    // MARK: - Piped

    @Test("a piped session sorts, opens a row, goes back and refreshes, keeping the order")
    func pipedSession() async throws {
        let input = "# markets\nmarkets --sort price\nopen 1\nback\nmarkets refresh\n"

        let run = try await AppProcess.run(["--json"], input: input)

        #expect(run.status == 0)
        #expect(run.outputLines.count == 4)
        let documents = try run.outputLines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(documents[0]["sort"] as? String == "price")
        #expect(documents[1]["id"] as? String == "bitcoin")
        #expect(documents[2]["sort"] as? String == "price")
        #expect(documents[3]["sort"] as? String == "price")
    }

    @Test("markets is in the help and on the home screen")
    func discoverable() async throws {
        let help = try await AppProcess.run(["--help"])
        let home = try await AppProcess.run(["home"])

        #expect(help.stdout.contains("markets [--sort rank|change|price|name]"))
        #expect(help.stdout.contains("markets show COIN_ID"))
        #expect(home.status == 0)
        #expect(home.stdout.contains("markets"))
    }
}
