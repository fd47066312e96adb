import DomainCore
import Foundation
import MarketsDomain
import MarketsTesting
import PresentationCore
import Testing

@testable import MarketsPresentation

@Suite("Coin detail screen")
struct CoinDetailPresenterTests {
    private func screen(_ coin: Coin, freshness: Freshness = .fresh) -> Screen {
        var state = CoinDetailFeature.State(coinID: coin.id)
        state.quote = .loaded(CoinQuote(coin: coin, fetchedAt: CoinFixtures.fetchedAt, freshness: freshness))
        return CoinDetailPresenter.screen(for: state, in: .english)
    }

    @Test("every number the source gave, prices exact, big amounts grouped, gaps as dashes")
    func fields() {
        let expected = [
            Field("Id", "bitcoin"),
            Field("Rank", "1"),
            Field("Price", "$68,450.00"),
            Field("24h change", "+3.45 %"),
            Field("24h high", "$69,000.00"),
            Field("24h low", "$66,012.50"),
            Field("24h volume", "$28,123,456,789"),
            Field("Market cap", "$1,345,678,901,234"),
            Field("Circulating supply", "19,650,000"),
            Field("Total supply", "21,000,000"),
            Field("Max supply", "21,000,000"),
            Field("All-time high", "$73,738.12"),
            Field("Last updated", "2024-03-01 12:00 UTC"),
        ]

        let screen = screen(CoinFixtures.bitcoin)

        #expect(screen.title == "Bitcoin (BTC)")
        #expect(screen.sections == [Screen.Section(content: .fields(expected))])
    }

    @Test("a new coin shows dashes, never zeros")
    func gaps() {
        let values = screen(CoinFixtures.newcomer).sections.flatMap { section -> [String] in
            guard case let .fields(fields) = section.content else { return [] }
            return fields.dropFirst().map(\.value)
        }

        #expect(values.allSatisfy { $0 == "—" })
    }

    @Test("the JSON document is the list's coin object with more fields and the snapshot's freshness")
    func json() {
        let expected =
            #"{"id":"tiny-shiba","symbol":"TSHIB","name":"Tiny Shiba","price":"0.00000123","change24h":12.5,"#
            + #""rank":87,"marketCap":"725000000","high24h":null,"low24h":null,"volume24h":null,"#
            + #""circulatingSupply":null,"totalSupply":null,"maxSupply":null,"allTimeHigh":null,"#
            + #""lastUpdated":"2024-03-01T12:00:00Z","currency":"USD","fetchedAt":"2024-03-01T12:00:00Z","#
            + #""stale":true,"source":"cached","refreshError":"offline"}"#

        #expect(
            screen(
                CoinFixtures.tiny,
                freshness: .stale(age: 60, cause: .transport(.noConnection(server: "api.example:443")))
            ).json?.serialized() == expected)
    }

    @Test("a stale coin is marked like the list")
    func stale() {
        let screen = screen(
            CoinFixtures.bitcoin, freshness: .stale(age: 7200, cause: .status(code: 500, path: "/coins/markets")))

        #expect(screen.status == .stale(reason: "cached 2 h ago, HTTP 500"))
        #expect(screen.messages.map(\.kind) == [.warning])
    }

    @Test("a coin that was not found shows the error with the id asked for")
    func notFound() {
        var state = CoinDetailFeature.State(coinID: "dogecoin")
        state.quote = .failed(.notFound(entity: "coin", id: "dogecoin"))

        let screen = CoinDetailPresenter.screen(for: state, in: .english)

        #expect(screen.title == "Coin dogecoin")
        #expect(screen.failure?.kind == .notFound)
    }
}
