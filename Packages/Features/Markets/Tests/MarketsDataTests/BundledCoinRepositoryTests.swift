import DomainCore
import Foundation
import MarketsDomain
import Testing

@testable import MarketsData

@Suite("BundledCoinRepository")
struct BundledCoinRepositoryTests {
    private let repository: BundledCoinRepository

    init() throws {
        repository = BundledCoinRepository()
    }

    private func coins() async throws -> [Coin] {
        try await repository.snapshot(forceRefresh: false).coins
    }

    @Test("the snapshot holds at least 50 coins with unique ids, in rank order")
    func fiftyCoins() async throws {
        let coins = try await coins()
        let ranks = coins.compactMap(\.rank)

        #expect(coins.count >= 50)
        #expect(Set(coins.map(\.id)).count == coins.count)
        #expect(ranks == Array(1...ranks.count))
    }

    @Test("it is marked as the bundled snapshot, dated by its newest coin update, in US dollars")
    func markedBundled() async throws {
        let snapshot = try await repository.snapshot(forceRefresh: true)

        #expect(snapshot.freshness == .bundled(fallbackCause: nil))
        #expect(snapshot.freshness.isStale)
        #expect(snapshot.fetchedAt == snapshot.coins.compactMap(\.lastUpdated).max())
        #expect(snapshot.currency == .usd)
    }

    @Test("it has the format's gaps: coins without rank, price, 24h change, total or max supply")
    func hasGaps() async throws {
        let coins = try await coins()

        #expect(coins.contains { $0.rank == nil })
        #expect(coins.contains { $0.price == nil })
        #expect(coins.contains { $0.change24h == nil })
        #expect(coins.contains { $0.totalSupply == nil })
        #expect(coins.contains { $0.maxSupply == nil })
    }

    @Test("roi is null for most coins and an object for some, as in the real format")
    func roiShapes() throws {
        let url = try #require(BundledCoinRepository.resourceURL)
        let dtos = try JSONDecoder().decode([CoinMarketDTO].self, from: Data(contentsOf: url))

        #expect(dtos.contains { $0.roi == nil })
        #expect(dtos.contains { $0.roi != nil })
    }

    @Test("tiny prices keep every decimal, even one written with an exponent")
    func tinyPrices() async throws {
        let prices = Dictionary(uniqueKeysWithValues: try await coins().map { ($0.id, $0.price) })

        #expect(prices["tiny-shiba"] == Decimal(string: "0.00000123", locale: Locale(identifier: "en_US_POSIX")))
        #expect(prices["satoshi-crumb"] == Decimal(string: "0.000000004521", locale: Locale(identifier: "en_US_POSIX")))
        #expect(prices["pebble-gas"] == Decimal(string: "0.000000012", locale: Locale(identifier: "en_US_POSIX")))
        #expect(prices["bitcoin"] == 68450)
    }

    @Test("a coin is found by id, ignoring case, with the snapshot's freshness")
    func coinByID() async throws {
        let quote = try await repository.coin(id: "Bitcoin")

        #expect(quote.coin.symbol == "BTC")
        #expect(quote.freshness == .bundled(fallbackCause: nil))
    }

    @Test("an unknown id is a coin that was not found")
    func unknownCoin() async {
        await #expect(throws: DomainError.notFound(entity: "coin", id: "no-such-coin")) {
            try await repository.coin(id: "no-such-coin")
        }
    }

    @Test("a damaged snapshot is corrupt data naming the bad record")
    func damagedSnapshot() {
        let contents = Data(#"[{"id": "a", "symbol": "a", "name": "A"}, {"id": "b", "symbol": "b"}]"#.utf8)

        #expect {
            try BundledCoinRepository(snapshot: contents)
        } throws: { error in
            guard case let DomainError.corruptData(source, reason, nil) = error else { return false }
            return source == .bundled("markets")
                && String(describing: reason).contains(#"field: Optional("name"), container: Optional("[1]")"#)
        }
    }
}
