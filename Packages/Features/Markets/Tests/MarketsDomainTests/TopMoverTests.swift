import DomainCore
import MarketsDomain
import MarketsTesting
import Testing

@Suite("TopMover")
struct TopMoverTests {
    private func repository(_ coins: [Coin]) -> FakeCoinRepository {
        FakeCoinRepository(
            snapshot: CoinFixtures.snapshot(coins, freshness: .bundled(fallbackCause: nil)))
    }

    @Test("a fall of 18.75 % beats a gain of 12.5 %: the largest absolute change wins")
    func largestAbsoluteChange() async throws {
        let mover = try await TopMover(repository: repository(CoinFixtures.all))()

        #expect(mover?.coin == CoinFixtures.crash)
        #expect(mover?.freshness == .bundled(fallbackCause: nil))
    }

    @Test("equal moves go to the better rank")
    func tieGoesToRank() async throws {
        let coins = [
            try Coin(id: "low", symbol: "low", name: "Low", change24h: -5, rank: 40),
            try Coin(id: "high", symbol: "high", name: "High", change24h: 5, rank: 4),
        ]

        #expect(try await TopMover(repository: repository(coins))()?.coin.id == "high")
    }

    @Test("no coin with a 24-hour change means no top mover", arguments: [[], [CoinFixtures.newcomer]])
    func noneWithoutChanges(coins: [Coin]) async throws {
        #expect(try await TopMover(repository: repository(coins))() == nil)
    }

    @Test("it reads the cached markets, without forcing a refresh")
    func usesCache() async throws {
        let repository = FakeCoinRepository()

        _ = try await TopMover(repository: repository)()

        #expect(await repository.calls == [.snapshot(forceRefresh: false)])
    }
}
