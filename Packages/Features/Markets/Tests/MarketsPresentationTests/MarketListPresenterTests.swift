import DomainCore
import Foundation
import MarketsDomain
import MarketsTesting
import PresentationCore
import Testing

@testable import MarketsPresentation

@Suite("Market list screen")
struct MarketListPresenterTests {
    private func screen(
        _ coins: [Coin] = [CoinFixtures.bitcoin, CoinFixtures.tiny, CoinFixtures.newcomer],
        freshness: Freshness = .fresh,
        sort: MarketSort = .rank
    ) -> Screen {
        var state = MarketsFeature.State()
        state.sort = sort
        state.markets = .loaded(CoinFixtures.snapshot(coins, freshness: freshness))
        return state.screen(in: .english)
    }

    @Test("live prices: a plain title, the count, the order and the currency")
    func titleAndSubtitle() {
        let screen = screen()

        #expect(screen.title == "Markets")
        #expect(screen.status == .ready)
        #expect(screen.subtitle == "3 coins · by market cap rank · prices in USD")
        #expect(screen.messages.isEmpty)
        #expect(screen.failure == nil)
    }

    @Test("coins are a table: rank, a flexible name with symbol, exact prices, signed changes, dashes for gaps")
    func table() {
        let expected = Screen.Table(
            columns: [
                Screen.Column("#", alignment: .trailing),
                Screen.Column("Coin", isFlexible: true),
                Screen.Column("Price", alignment: .trailing),
                Screen.Column("24h", alignment: .trailing),
            ],
            rows: [
                Screen.Row(
                    ["1", "Bitcoin (BTC)", "$68,450.00", "+3.45 %"],
                    opens: Screen.Route(MarketsRoute.coin(id: "bitcoin"))),
                Screen.Row(
                    ["87", "Tiny Shiba (TSHIB)", "$0.00000123", "+12.50 %"],
                    opens: Screen.Route(MarketsRoute.coin(id: "tiny-shiba"))),
                Screen.Row(
                    ["—", "Fresh Mint (MINT)", "—", "—"], opens: Screen.Route(MarketsRoute.coin(id: "fresh-mint"))),
            ]
        )

        #expect(screen().sections == [Screen.Section(content: .table(expected))])
    }

    @Test("the JSON document has the docs/CLI.md shape: prices as exact strings, changes as numbers, nulls for gaps")
    func json() {
        let expected =
            #"{"coins":["#
            + #"{"id":"bitcoin","symbol":"BTC","name":"Bitcoin","price":"68450","change24h":3.45,"rank":1},"#
            + #"{"id":"tiny-shiba","symbol":"TSHIB","name":"Tiny Shiba","price":"0.00000123","change24h":12.5,"#
            + #""rank":87},"#
            + #"{"id":"fresh-mint","symbol":"MINT","name":"Fresh Mint","price":null,"change24h":null,"rank":null}],"#
            + #""currency":"USD","fetchedAt":"2024-03-01T12:00:00Z","stale":false,"source":"live","#
            + #""refreshError":null,"sort":"rank"}"#

        #expect(screen().json?.serialized() == expected)
    }

    @Test(
        "every copy that is not live is marked stale on screen and in JSON, with a sentence saying why",
        arguments: [
            (
                Freshness.stale(age: 720, cause: .transport(.noConnection(server: "api.example:443"))),
                "cached 12 min ago, offline", "cached",
                "offline" as String?,
                "Could not get current prices (offline); showing the copy fetched 12 min ago."
            ),
            (
                .stale(age: 30, cause: .status(code: 429, path: "/coins/markets")), "cached just now, rate limited",
                "cached", "rate limited",
                "Could not get current prices (rate limited); showing the copy fetched just now."
            ),
            (
                .bundled(fallbackCause: nil), "bundled snapshot of 2024-03-01", "bundled", nil,
                "These prices are a snapshot bundled with the app, not live; a markets server gives live ones (see help)."
            ),
            (
                .bundled(fallbackCause: .transport(.noConnection(server: "api.example:443"))),
                "bundled snapshot of 2024-03-01, offline", "bundled", "offline",
                "Could not get current prices (offline) and no earlier copy was saved; "
                    + "showing the snapshot bundled with the app."
            ),
            (
                .stale(
                    age: 30,
                    cause: .unusableResponse(
                        path: "/coins/markets",
                        flaw: .undecodable(detail: "field `current_price` of [1] (id b): 1e+300 is out of range"))),
                "cached just now, unusable response", "cached", "unusable response",
                "Could not get current prices (unusable response: field `current_price` of [1] (id b): 1e+300 is out "
                    + "of range); showing the copy fetched just now."
            ),
        ])
    func staleness(freshness: Freshness, status: String, source: String, refreshError: String?, message: String) {
        let screen = screen(freshness: freshness)
        let json = screen.json?.serialized() ?? ""

        #expect(screen.status == .stale(reason: status))
        #expect(screen.messages.map(\.text) == [message])
        #expect(json.contains(#""stale":true,"source":"\#(source)""#))
        #expect(json.contains(#""refreshError":\#(refreshError.map { "\"\($0)\"" } ?? "null")"#))
    }

    @Test("the subtitle and JSON name the order chosen", arguments: MarketSort.allCases)
    func sortNamed(sort: MarketSort) {
        let screen = screen(sort: sort)

        #expect(screen.subtitle?.contains(MarketListPresenter.describe(sort, strings[.english])) == true)
        #expect(screen.json?.serialized().hasSuffix(#""sort":"\#(sort.rawValue)"}"#) == true)
    }

    @Test("an empty list says so and offers a refresh")
    func empty() {
        let screen = screen([])

        #expect(screen.sections.isEmpty)
        #expect(screen.messages.map(\.text) == ["The source listed no coins."])
        #expect(screen.routes == [Screen.Route(MarketsRoute.refresh)])
    }

    @Test("loading shows a loading status; a failure shows the error and carries it for the exit code")
    func loadingAndFailure() {
        var state = MarketsFeature.State()
        state.markets = .loading
        #expect(state.screen(in: .english).status == .loading(label: "Loading prices…"))

        let error = DomainError.unavailable(
            service: "markets", cause: .status(code: 500, path: "/coins/markets"))
        state.markets = .failed(error)
        let sentence = "The markets API is unavailable: HTTP 500 from /coins/markets."
        #expect(state.screen(in: .english).failure == Failure(kind: .unavailable, message: sentence))
        #expect(state.screen(in: .english).messages.map(\.text) == [sentence])
    }

    @Test("the list offers show, sort and refresh")
    func commands() {
        #expect(
            screen().routes == [MarketsRoute.coinDetails, .sort, .refresh].map { Screen.Route($0) })
    }
}
