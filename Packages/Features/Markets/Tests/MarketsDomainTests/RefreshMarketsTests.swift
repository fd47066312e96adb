import MarketsDomain
import MarketsTesting
import Testing

@Suite("RefreshMarkets")
struct RefreshMarketsTests {
    @Test("forces a refresh and returns the new snapshot in the order asked for")
    func forcesRefresh() async throws {
        let refreshed = try MarketSnapshot(
            coins: [CoinFixtures.tiny, CoinFixtures.bitcoin], fetchedAt: CoinFixtures.fetchedAt.addingTimeInterval(60),
            freshness: .fresh)
        let repository = FakeCoinRepository(snapshot: CoinFixtures.snapshot, refreshedSnapshot: refreshed)

        let snapshot = try await RefreshMarkets(repository: repository)(sort: .rank)

        #expect(await repository.calls == [.snapshot(forceRefresh: true)])
        #expect(snapshot.coins.map(\.id) == ["bitcoin", "tiny-shiba"])
        #expect(snapshot.fetchedAt == refreshed.fetchedAt)
    }

    @Test("a refresh that fell back to an older copy says so")
    func staleFallback() async throws {
        let repository = FakeCoinRepository(refreshedSnapshot: CoinFixtures.staleSnapshot)

        let snapshot = try await RefreshMarkets(repository: repository)(sort: .change)

        #expect(snapshot.freshness.isStale)
        #expect(snapshot.coins.first?.id == "tiny-shiba")
    }
}
