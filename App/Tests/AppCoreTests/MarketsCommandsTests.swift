import DomainCore
import MarketsTesting
import PresentationTerminal
import Testing

@testable import AppCore

/// The markets commands as the router and the session see them, over the fake repository.
@MainActor
@Suite("Markets commands")
struct MarketsCommandsTests {
    private func features(_ repository: FakeCoinRepository) -> [FeatureCommands] {
        [TestCommands.markets(repository)]
    }

    private func run(_ arguments: [String], repository: FakeCoinRepository = FakeCoinRepository()) async -> (
        code: Int32, output: String, errors: String
    ) {
        let console = RecordingConsole()
        let code = await Application.run(arguments: ["app"] + arguments, environment: [:], console: console) { _ in
            features(repository)
        }
        return (code, console.output, console.errors)
    }

    @Test(
        "the bare feature word lists, --sort picks the order, refresh and show have their own words",
        arguments: [
            ("markets", ParsedCommand(feature: "markets", name: nil)),
            ("markets --sort change", ParsedCommand(feature: "markets", name: nil, values: ["sort": .text("change")])),
            ("markets --sort=name", ParsedCommand(feature: "markets", name: nil, values: ["sort": .text("name")])),
            ("markets refresh", ParsedCommand(feature: "markets", name: "refresh")),
            (
                "markets show bitcoin",
                ParsedCommand(feature: "markets", name: "show", values: ["COIN_ID": .text("bitcoin")])
            ),
        ])
    func routes(line: String, command: ParsedCommand) throws {
        let router = CommandRouter(features: features(FakeCoinRepository()))

        #expect(try router.route(WordSplitter.split(line)) == .run(command))
    }

    @Test("a sort that is not one of the four is a usage error naming them")
    func badSort() async {
        let run = await run(["markets", "--sort", "volume"])

        #expect(run.code == 64)
        #expect(run.errors == "--sort must be one of rank, change, price or name, got volume.\n")
    }

    @Test("refresh forces the repository past its cache")
    func refresh() async {
        let repository = FakeCoinRepository()

        let run = await run(["markets", "refresh", "--json"], repository: repository)

        #expect(run.code == 0)
        #expect(await repository.calls == [.snapshot(forceRefresh: true)])
    }

    @Test("a stale copy still exits 0, and its JSON says stale")
    func staleExitsZero() async {
        let run = await run(
            ["markets", "--json"], repository: FakeCoinRepository(snapshot: CoinFixtures.staleSnapshot))

        #expect(run.code == 0)
        #expect(run.output.contains(#""stale":true"#))
    }

    @Test("nothing to show at all exits 69 with the reason")
    func unavailable() async {
        let repository = FakeCoinRepository()
        await repository.fail(
            .snapshot, with: .unavailable(service: "The markets API", cause: .status(code: 429, path: "/coins/markets"))
        )

        let run = await run(["markets"], repository: repository)

        #expect(run.code == 69)
        #expect(run.errors == "The markets API is unavailable: HTTP 429 from /coins/markets.\n")
    }

    @Test("an unknown coin exits 1")
    func unknownCoin() async {
        let run = await run(["markets", "show", "dogecoin"])

        #expect(run.code == 1)
        #expect(run.errors == "No coin with id dogecoin.\n")
    }
}
