import CatalogTesting
import DomainCore
import Foundation
import PresentationCore
import PresentationTerminal
import Testing

@MainActor
@Suite("The app, run with a fake catalog")
struct ApplicationTests {
    @Test("one shot with --json prints one JSON document")
    func oneShotJSON() async throws {
        let run = await TestApp.run(["catalog", "search", "phone", "--json"])
        #expect(run.code == 0)
        #expect(run.output.hasSuffix("}\n"))
        #expect(run.output.split(separator: "\n").count == 1)
        let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        #expect(object?["products"] != nil)
    }

    @Test("an unknown product exits 1 with one sentence on stderr")
    func notFound() async {
        let run = await TestApp.run(["catalog", "show", "99999"])
        #expect(run.code == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors == "No product with id 99999.\n")
    }

    @Test("errors are JSON on stderr with --json")
    func jsonError() async {
        let run = await TestApp.run(["--json", "catalog", "show", "99999"])
        #expect(run.code == 1)
        #expect(run.errors == "{\"error\":{\"code\":\"not_found\",\"message\":\"No product with id 99999.\"}}\n")
    }

    @Test("usage errors are JSON too with --json")
    func jsonUsageError() async {
        let run = await TestApp.run(["catalog", "list", "--page", "0", "--json"])
        #expect(run.code == 64)
        #expect(run.errors.hasPrefix("{\"error\":{\"code\":\"usage\""))
    }

    @Test(
        "a failing source maps to its exit code and says why",
        arguments: [
            (
                DomainError.unavailable(service: "products", cause: .status(code: 500, path: "/products")), Int32(69),
                "The products API is unavailable: HTTP 500 from /products."
            ),
            (
                DomainError.corruptData(
                    source: .file("products.json"), flaw: .undecodable(detail: "bad"), keptAside: nil),
                Int32(65), "products.json cannot be read as data: bad."
            ),
            (
                DomainError.storage(path: "/x", cause: .system(detail: "read-only")), Int32(74),
                "Cannot use /x: read-only."
            ),
        ]
    )
    func exitCodes(error: DomainError, code: Int32, message: String) async {
        let repository = FakeProductRepository()
        await repository.fail(.products, with: error)
        let run = await TestApp.run(["catalog", "list"], repository: repository)
        #expect(run.code == code)
        #expect(run.errors == message + "\n")
    }

    @Test(
        "--help and --version exit 0",
        arguments: [["--help"], ["--version"], ["catalog", "--help"], ["catalog", "show", "-h"]])
    func help(arguments: [String]) async {
        let run = await TestApp.run(arguments)
        #expect(run.code == 0)
        #expect(!run.output.isEmpty)
        #expect(run.errors.isEmpty)
    }

    @Test("a malformed environment value is a usage error")
    func badEnvironment() async {
        let run = await TestApp.run(["home"], environment: ["APP_TIMEOUT": "soon"])
        #expect(run.code == 64)
        #expect(
            run.errors
                == "APP_TIMEOUT must be a number of seconds greater than 0 and at most 86400 (a day), got soon.\n")
    }

    @Test("APP_RETRIES out of range is a usage error that names the variable")
    func badRetriesEnvironment() async {
        let run = await TestApp.run(["home"], environment: ["APP_RETRIES": "11"])
        #expect(run.code == 64)
        #expect(run.errors == "APP_RETRIES must be a whole number from 0 to 10, got 11.\n")
    }

    @Test("the home screen is the dashboard of every feature, in JSON the numbers it shows")
    func home() async {
        let run = await TestApp.run(["home", "--json"])
        #expect(run.code == 0)
        #expect(
            run.output
                == #"{"catalog":{"products":6,"categories":5},"cart":{"items":0,"total":"0.00","currency":"USD"},"#
                + #""todos":{"open":3},"markets":{"topMover":{"id":"lunar-dust","symbol":"LDUST","name":"Lunar Dust","#
                + #""price":"0.4521","change24h":-18.75},"currency":"USD","fetchedAt":"2024-03-01T12:00:00Z","#
                + #""stale":false,"source":"live"}}"# + "\n")
    }

    @Test("short forms need a screen, so one shot refuses them")
    func shortFormInOneShot() async {
        let run = await TestApp.run(["next"])
        #expect(run.code == 64)
    }
}
