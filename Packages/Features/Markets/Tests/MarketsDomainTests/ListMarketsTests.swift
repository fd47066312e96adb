import DomainCore
import MarketsDomain
import MarketsTesting
import Testing

@Suite("ListMarkets")
struct ListMarketsTests {
    private func ids(sortedBy sort: MarketSort, _ coins: [Coin] = CoinFixtures.all) async throws -> [String] {
        let repository = FakeCoinRepository(
            snapshot: CoinFixtures.snapshot(coins))
        return try await ListMarkets(repository: repository)(sort: sort).coins.map(\.id)
    }

    private func coin(_ id: String, name: String? = nil, rank: Int? = nil, change: String? = nil) throws -> Coin {
        try Coin(
            id: id, symbol: id, name: name ?? id.capitalized, change24h: change.map(CoinFixtures.exact), rank: rank)
    }

    @Test(
        "each order puts the coin without the value last",
        arguments: [
            (MarketSort.rank, ["bitcoin", "ethereum", "lunar-dust", "tiny-shiba", "fresh-mint"]),
            (.change, ["tiny-shiba", "bitcoin", "ethereum", "lunar-dust", "fresh-mint"]),
            (.price, ["bitcoin", "ethereum", "lunar-dust", "tiny-shiba", "fresh-mint"]),
            (.name, ["bitcoin", "ethereum", "fresh-mint", "lunar-dust", "tiny-shiba"]),
        ])
    func orders(sort: MarketSort, expected: [String]) async throws {
        #expect(try await ids(sortedBy: sort) == expected)
    }

    @Test("the order does not depend on the order the source gave", arguments: MarketSort.allCases)
    func independentOfInput(sort: MarketSort) async throws {
        let forwards = try await ids(sortedBy: sort)
        let backwards = try await ids(sortedBy: sort, CoinFixtures.all.reversed())

        #expect(forwards == backwards)
    }

    @Test("listing uses the cache: it never forces a refresh")
    func usesCache() async throws {
        let repository = FakeCoinRepository()

        _ = try await ListMarkets(repository: repository)(sort: .price)

        #expect(await repository.calls == [.snapshot(forceRefresh: false)])
    }

    @Test("the snapshot's currency, date and freshness come through unchanged")
    func keepsSnapshotFacts() async throws {
        let repository = FakeCoinRepository(snapshot: CoinFixtures.staleSnapshot)

        let snapshot = try await ListMarkets(repository: repository)(sort: .name)

        #expect(snapshot.freshness == .stale(age: 720, cause: .transport(.noConnection(server: "api.example:443"))))
        #expect(snapshot.fetchedAt == CoinFixtures.fetchedAt)
        #expect(snapshot.currency == .usd)
    }

    @Test("names sort A to Z ignoring case and accents")
    func nameOrder() async throws {
        let coins = try [
            coin("z", name: "zeta"), coin("e", name: "Éclair"), coin("a", name: "alpha"), coin("d", name: "Delta"),
        ]

        #expect(try await ids(sortedBy: .name, coins) == ["a", "d", "e", "z"])
    }

    @Test("coins missing the value keep a stable order among themselves: by rank, then name")
    func tiesAmongMissing() async throws {
        let coins = try [
            coin("c", name: "Charlie"), coin("b", name: "Bravo", rank: 9), coin("a", name: "Alpha"),
            coin("up", rank: 3, change: "4.2"),
        ]

        #expect(try await ids(sortedBy: .change, coins) == ["up", "b", "a", "c"])
    }

    @Test("a bigger fall sorts below a smaller one, and a gain above both")
    func negativeChanges() async throws {
        let coins = try [
            coin("small-fall", change: "-0.5"), coin("big-fall", change: "-20"), coin("gain", change: "0.01"),
        ]

        #expect(try await ids(sortedBy: .change, coins) == ["gain", "small-fall", "big-fall"])
    }

    @Test("a failing repository's error comes through")
    func failure() async {
        let repository = FakeCoinRepository()
        let error = DomainError.unavailable(
            service: "markets", cause: .status(code: 500, path: "/coins/markets"))
        await repository.fail(.snapshot, with: error)

        await #expect(throws: error) {
            try await ListMarkets(repository: repository)(sort: .rank)
        }
    }
}
