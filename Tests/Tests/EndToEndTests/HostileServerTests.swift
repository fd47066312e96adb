import DataTesting
import Foundation
import Testing

/// A server misbehaving in one way, for both the catalog's and the markets' client.
struct HostileServer: Sendable, CustomTestStringConvertible {
    let name: String
    let reply: @Sendable () -> LocalHTTPServer.Reply

    var testDescription: String { name }

    static let html = "<!doctype html><html><body><h1>502 Bad Gateway</h1>\u{1B}[2J\u{1B}]0;pwned\u{07}</body></html>"

    static let all: [HostileServer] = [
        HostileServer(name: "slower than the timeout") { .json(#"{"products":[]}"#).delayed(by: .seconds(120)) },
        HostileServer(name: "a body that never ends") { .streaming(#"{"products":["#) },
        HostileServer(name: "a body that never ends, one byte at a time") {
            LocalHTTPServer.Reply(body: Data(repeating: UInt8(ascii: " "), count: 100_000))
                .trickled(every: .milliseconds(20))
        },
        HostileServer(name: "a 100 MB body of undeclared length") { .streaming("[", bytes: 100_000_000) },
        HostileServer(name: "a 100 MB body, declared") {
            .streaming("[", bytes: 100_000_000, declaredLength: 100_000_001)
        },
        HostileServer(name: "an HTML error page") { .text(html, status: 502, contentType: "text/html") },
        HostileServer(name: "an HTML page with 200") { .text(html, contentType: "text/html; charset=utf-8") },
        HostileServer(name: "a 429 asking to come back tomorrow") {
            .status(429, headers: ["Retry-After": "86400"])
        },
        HostileServer(name: "a 503 asking to come back in a year, as an HTTP date") {
            .status(503, headers: ["Retry-After": "Wed, 21 Oct 2099 07:28:00 GMT"])
        },
        HostileServer(name: "arrays nested 100 000 deep") {
            .json(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        },
        HostileServer(name: "numbers out of range, in the catalog's shape") {
            .json(
                #"{"products":[{"id":99999999999999999999,"title":"x","description":"d","category":"c","#
                    + #""price":123456789012345678901234567890123456789012.5,"discountPercentage":1e308,"#
                    + #""rating":-1e308,"stock":-99999999999999999999}],"total":1e30,"skip":-1,"limit":0}"#)
        },
        HostileServer(name: "numbers out of range, in the markets' shape") {
            .json(
                #"[{"id":"bitcoin","symbol":"btc","name":"Big","#
                    + #""current_price":123456789012345678901234567890123456789012.5,"market_cap_rank":99999999999999999999,"#
                    + #""price_change_percentage_24h":1e308,"market_cap":-5}]"#)
        },
        HostileServer(name: "a redirect loop") { .redirect(to: "/again") },
    ]
}

@Suite("app against hostile servers")
struct HostileServerEndToEndTests {
    /// Short, so the four servers that never finish cost little (on Linux a wait costs CPU too: FoundationNetworking
    /// keeps the app's dispatch threads busy while it waits, see the Data package's README): whichever way a run
    /// ends (the deadline, or the client's own refusal first on a loaded machine), the outcome each test expects is
    /// the same. A test whose outcome needs the server's answer uses the default deadline instead.
    private static let timeout = 0.25
    /// Far below the slow server's delay and the endless bodies' end, far above the deadline: `make test`
    /// runs dozens of app processes at once on a shared machine, so start-up alone can take seconds. The
    /// deadline itself is pinned, to the tenth of a second, by the Data package's own tests.
    private static let limit = Duration.seconds(25)

    private func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            scalar != "\n"
                && ((0x00...0x1F).contains(scalar.value) || (0x7F...0x9F).contains(scalar.value)
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value))
        }
    }

    @Test("the catalog exits 69 within its timeout with one clean sentence", arguments: HostileServer.all)
    func catalog(server hostile: HostileServer) async throws {
        let reply = hostile.reply()
        let server = try LocalHTTPServer(always: reply)
        defer { server.stop() }

        let run = try await AppProcess.run(
            ["--api-url", server.baseURL.absoluteString, "--timeout", "\(Self.timeout)", "catalog", "list"])

        #expect(run.status == 69, "\(run.stderr.prefix(300))")
        #expect(run.stdout.isEmpty)
        #expect(run.errorLines.count == 1)
        #expect(run.stderr.count < 400)
        #expect(!hasControlCharacters(run.stderr))
        #expect(run.duration < Self.limit)
    }

    @Test(
        "markets fall back to the bundled snapshot, marked stale, within the timeout", arguments: HostileServer.all)
    func markets(server hostile: HostileServer) async throws {
        let reply = hostile.reply()
        let server = try LocalHTTPServer(always: reply)
        defer { server.stop() }

        let run = try await AppProcess.run([
            "--markets-url", server.baseURL.absoluteString + "/api/v3", "--timeout", "\(Self.timeout)", "markets",
            "--json",
        ])

        #expect(run.status == 0, "\(run.stderr.prefix(300))")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(document["stale"] as? Bool == true)
        #expect(document["source"] as? String == "bundled")
        #expect(document["refreshError"] is String)
        #expect(run.duration < Self.limit)
    }

    @Test("a redirect to another host is not followed: the catalog exits 69 and the other host sees nothing")
    func redirectToAnotherHost() async throws {
        let elsewhere = try DummyJSON.server(products: [DummyJSON.product(id: 1, title: "Stolen")])
        defer { elsewhere.stop() }
        let server = try LocalHTTPServer(always: .redirect(to: "http://localhost:\(elsewhere.port)/products"))
        defer { server.stop() }

        // The default deadline: the refusal, not a deadline a loaded machine could reach first, is what is tested.
        let run = try await AppProcess.run(["--api-url", server.baseURL.absoluteString, "catalog", "list"])

        #expect(run.status == 69)
        #expect(run.stderr.contains("which this app does not follow (another host"))
        #expect(elsewhere.requests.isEmpty)
    }

    @Test("a valid JSON body with a wrong Content-Type is still read: the type only explains failures")
    func wrongContentType() async throws {
        let page = DummyJSON.page([DummyJSON.product(id: 1, title: "Lamp")])
        let server = try LocalHTTPServer(always: .text(page, contentType: "image/png"))
        defer { server.stop() }

        let run = try await AppProcess.run(["--api-url", server.baseURL.absoluteString, "catalog", "list", "--json"])

        #expect(run.status == 0)
        #expect(run.stdout.contains("Lamp"))
    }

    @Test("escape sequences and direction overrides in a server's strings never reach the terminal")
    func hostileStrings() async throws {
        let title = "\u{1B}]0;pwned\u{07}\u{1B}[2JEvil \u{202E}gnp.exe\u{9B}31m lamp\u{0}"
        let server = try DummyJSON.server(products: [DummyJSON.product(id: 1, title: title)])
        defer { server.stop() }

        let list = try await AppProcess.run(["--api-url", server.baseURL.absoluteString, "catalog", "list"])
        let show = try await AppProcess.run(["--api-url", server.baseURL.absoluteString, "catalog", "show", "1"])

        #expect(list.status == 0)
        #expect(show.status == 0)
        #expect(list.stdout.contains("Evil gnp.exe lamp"))
        #expect(!hasControlCharacters(list.stdout))
        #expect(!hasControlCharacters(show.stdout))
    }
}
