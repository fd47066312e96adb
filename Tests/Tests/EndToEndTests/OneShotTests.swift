import Foundation
import Testing

@Suite("app, one command at a time")
struct OneShotTests {
    @Test("catalog search phone --json prints one JSON document of matching products")
    func searchJSON() async throws {
        let run = try await AppProcess.run(["catalog", "search", "phone", "--json"])
        #expect(run.status == 0)
        #expect(run.outputLines.count == 1)
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let products = try #require(document?["products"] as? [[String: Any]])
        #expect(!products.isEmpty)
        #expect(products.contains { ($0["title"] as? String)?.localizedCaseInsensitiveContains("phone") == true })
        #expect(products.allSatisfy { $0["price"] is String && $0["currency"] as? String == "USD" })
    }

    @Test("catalog show 99999 exits 1 with one sentence on stderr")
    func notFound() async throws {
        let run = try await AppProcess.run(["catalog", "show", "99999"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.errorLines == ["No product with id 99999."])
    }

    @Test("catalog list --page 0 exits 64 and says why")
    func pageZero() async throws {
        let run = try await AppProcess.run(["catalog", "list", "--page", "0"])
        #expect(run.status == 64)
        #expect(run.errorLines == ["--page must be a whole number of 1 or more, got 0."])
    }

    @Test("--help and --version exit 0", arguments: [["--help"], ["--version"], ["catalog", "search", "--help"]])
    func helpAndVersion(arguments: [String]) async throws {
        let run = try await AppProcess.run(arguments)
        #expect(run.status == 0)
        #expect(!run.stdout.isEmpty)
        #expect(run.stderr.isEmpty)
    }

    @Test("an unknown command exits 64 with a hint")
    func unknownCommand() async throws {
        let run = try await AppProcess.run(["catlog", "list"])
        #expect(run.status == 64)
        #expect(
            run.errorLines == [
                "Unknown command 'catlog'. Did you mean 'catalog'? Run 'app --help' for the list of commands."
            ]
        )
    }

    @Test("errors are JSON on stderr with --json")
    func jsonError() async throws {
        let run = try await AppProcess.run(["catalog", "show", "99999", "--json"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "{\"error\":{\"code\":\"not_found\",\"message\":\"No product with id 99999.\"}}\n")
    }

    @Test(
        "odd arguments are usage errors, never a crash",
        arguments: [["\u{1B}[2J"], ["catalog", "show", "１２"], ["--timeout", "1e400"], [""]])
    func oddInput(arguments: [String]) async throws {
        let run = try await AppProcess.run(arguments)
        #expect(run.status == 64)
        #expect(run.errorLines.count == 1)
        #expect(!run.stderr.contains("\u{1B}"))
    }
}
