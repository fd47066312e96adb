import DataTesting
import Foundation
import Testing

@Suite("app --api-url, against a local DummyJSON-format server")
struct RemoteAPITests {
    @Test("catalog list --json shows the server's products")
    func list() async throws {
        let server = try DummyJSON.server(products: [DummyJSON.product(id: 1, title: "Remote Lamp")])
        defer { server.stop() }
        let run = try await AppProcess.run(["--api-url", server.baseURL.absoluteString, "catalog", "list", "--json"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("\"title\":\"Remote Lamp\""))
        #expect(server.requests.first?.path == "/products")
    }

    @Test("a hostile category slug from the server is one value: open on its row lists page 1 of that category")
    func hostileSlug() async throws {
        let slug = "x --page 9"
        let server = try LocalHTTPServer { request in
            if request.path == "/products/categories" {
                return .json(#"[{"slug":"\#(slug)","name":"Evil \u001b[2J"}]"#)
            }
            return .json(#"{"products":[],"total":0,"skip":0,"limit":10}"#)
        }
        defer { server.stop() }

        let run = try await AppProcess.run(
            ["--api-url", server.baseURL.absoluteString], input: "catalog categories\nopen 1 --json\n")

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("x --page 9"))
        #expect(!run.stdout.contains("\u{1B}"))
        #expect(run.stdout.hasSuffix(#"{"page":1,"pageCount":1,"total":0,"products":[]}"# + "\n"))
        let listing = try #require(server.requests.last)
        #expect(listing.path == "/products/category/x --page 9")
        #expect(listing.query["skip"] == "0")
    }

    @Test("APP_API_URL works as the option does")
    func environment() async throws {
        let server = try DummyJSON.server(products: [DummyJSON.product(id: 4, title: "Env Kettle")])
        defer { server.stop() }
        let run = try await AppProcess.run(
            ["catalog", "show", "4"], environment: ["APP_API_URL": server.baseURL.absoluteString])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Env Kettle"))
    }

    @Test(
        "a server answering 500 is asked once plus --retries times, then the app exits 69 with one sentence",
        // One pause of 0.5 s (and its jitter) at most: the default of two retries is Configuration's and the Data
        // layer's to test.
        arguments: [(["--retries", "0"], 1), (["--retries", "1"], 2)])
    func serverError(retries: [String], requests: Int) async throws {
        let server = try LocalHTTPServer(always: .json("{\"message\":\"boom\"}", status: 500))
        defer { server.stop() }
        let run = try await AppProcess.run(
            ["--api-url", server.baseURL.absoluteString] + retries + ["catalog", "list"])
        #expect(run.status == 69)
        #expect(run.errorLines.count == 1)
        #expect(run.stderr.contains("500"))
        #expect(server.requests.count == requests)
    }

    @Test("a page that lists one product twice exits 65, naming the second record and its id")
    func repeatedProduct() async throws {
        let server = try DummyJSON.server(
            products: [5, 5, 6].map { DummyJSON.product(id: $0, title: "Lamp \($0)") })
        defer { server.stop() }
        let run = try await AppProcess.run(["--api-url", server.baseURL.absoluteString, "catalog", "list"])
        #expect(run.status == 65)
        #expect(run.errorLines.count == 1)
        #expect(run.stderr.contains("product 2 repeats id 5, first seen at position 1"), "\(run.stderr)")
    }

    @Test("a port nobody listens on exits 69 with one sentence")
    func deadPort() async throws {
        let server = try LocalHTTPServer(always: .json("{}"))
        let url = server.baseURL.absoluteString
        server.stop()
        // The outcome is the same after the retries' pauses, which `serverError` covers.
        let run = try await AppProcess.run(["--api-url", url, "--retries", "0", "catalog", "list"])
        #expect(run.status == 69)
        #expect(run.errorLines.count == 1)
    }

    @Test("a server slower than --timeout exits 69 long before the server answers")
    func slowServer() async throws {
        let server = try LocalHTTPServer(always: LocalHTTPServer.Reply.json("{}").delayed(by: .seconds(30)))
        defer { server.stop() }
        let run = try await AppProcess.run([
            "--api-url", server.baseURL.absoluteString, "--timeout", "0.5", "catalog", "list",
        ])
        #expect(run.status == 69)
        #expect(run.errorLines.count == 1)
        #expect(run.duration < .seconds(10))
    }

    @Test(
        "escape sequences in a server's titles never reach the terminal",
        arguments: [["catalog", "list"], ["catalog", "show", "1"]])
    func hostileTitles(command: [String]) async throws {
        let title = "\u{1B}[31mEvil\u{1B}[0m \u{1B}]0;owned\u{07}Lamp\u{202E}\u{9B}2J"
        let server = try DummyJSON.server(products: [DummyJSON.product(id: 1, title: title)])
        defer { server.stop() }
        let run = try await AppProcess.run(["--api-url", server.baseURL.absoluteString] + command)
        #expect(run.status == 0)
        #expect(run.stdout.contains("Evil Lamp"))
        #expect(!run.stdout.unicodeScalars.contains { [0x1B, 0x07, 0x9B, 0x202E].contains($0.value) })
    }
}
