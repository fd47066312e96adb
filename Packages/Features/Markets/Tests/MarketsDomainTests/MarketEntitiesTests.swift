import DomainCore
import MarketsDomain
import MarketsTesting
import Testing

@Suite("Coin, snapshot and freshness")
struct MarketEntitiesTests {
    @Test("a coin's symbol is upper case whatever the source wrote")
    func symbolUpperCased() throws {
        #expect(try Coin(id: "bitcoin", symbol: "btc", name: "Bitcoin").symbol == "BTC")
    }

    @Test(
        "only live prices are fresh; an older copy and the bundled snapshot are stale",
        arguments: [
            (Freshness.fresh, false),
            (.stale(age: 5, cause: .transport(.noConnection(server: "api.example:443"))), true),
            (.bundled(fallbackCause: nil), true),
            (.bundled(fallbackCause: .status(code: 429, path: "/coins/markets")), true),
        ])
    func staleness(freshness: Freshness, isStale: Bool) {
        #expect(freshness.isStale == isStale)
    }

    @Test("a snapshot finds a coin by id ignoring case, and nothing for an unknown id")
    func quoteLookup() {
        #expect(CoinFixtures.snapshot.quote(forCoinID: "EthereuM")?.coin == CoinFixtures.ether)
        #expect(CoinFixtures.snapshot.quote(forCoinID: "eth") == nil)
    }
}
