import DomainCore
import MarketsDomain
import MarketsTesting
import Testing

@Suite("GetCoin")
struct GetCoinTests {
    @Test("returns the coin with its snapshot's currency, date and freshness")
    func returnsQuote() async throws {
        let repository = FakeCoinRepository(snapshot: CoinFixtures.staleSnapshot)

        let quote = try await GetCoin(repository: repository)(id: "tiny-shiba")

        #expect(quote.coin == CoinFixtures.tiny)
        #expect(quote.currency == .usd)
        #expect(quote.fetchedAt == CoinFixtures.fetchedAt)
        #expect(quote.freshness == .stale(age: 720, cause: .transport(.noConnection(server: "api.example:443"))))
    }

    @Test("the id is trimmed and matched ignoring case", arguments: ["BITCOIN", "  bitcoin ", "Bitcoin"])
    func idIsForgiving(id: String) async throws {
        let quote = try await GetCoin(repository: FakeCoinRepository())(id: id)

        #expect(quote.coin.id == "bitcoin")
    }

    @Test("an unknown id is a coin that was not found")
    func unknownIsNotFound() async {
        await #expect(throws: DomainError.notFound(entity: "coin", id: "dogecoin")) {
            try await GetCoin(repository: FakeCoinRepository())(id: "dogecoin")
        }
    }

    @Test("a blank id is refused before the repository is asked")
    func blankIsInvalid() async {
        let repository = FakeCoinRepository()

        await #expect(throws: DomainError.validation(field: "coinID", rule: .empty)) {
            try await GetCoin(repository: repository)(id: "   ")
        }
        #expect(await repository.calls.isEmpty)
    }
}
