import DomainCore
import HomeDomain
import HomeTesting
import PresentationCore
import Testing

@testable import HomePresentation

@Suite("Dashboard screen and JSON")
struct DashboardPresenterTests {
    private func screen(_ dashboard: Dashboard = DashboardFixtures.dashboard) -> Screen {
        var state = HomeFeature.State()
        state.dashboard = .loaded(dashboard)
        return state.screen(in: .english)
    }

    private func dashboard(markets: MarketsSummary) -> Dashboard {
        var dashboard = DashboardFixtures.dashboard
        dashboard.markets = .success(markets)
        return dashboard
    }

    @Test("each tile is a section of fields, in the order of the features")
    func sections() {
        let screen = screen()

        #expect(screen.title == "Home")
        #expect(screen.status == .ready)
        #expect(screen.failure == nil)
        #expect(
            screen.sections == [
                Screen.Section(
                    title: "Catalog",
                    content: .fields([Field("Products", "115"), Field("Categories", "11")])),
                Screen.Section(
                    title: "Cart", content: .fields([Field("Items", "3"), Field("Total", "$1,573.35")])),
                Screen.Section(title: "Todos", content: .fields([Field("Open", "4")])),
                Screen.Section(
                    title: "Markets",
                    content: .fields([
                        Field("Top mover", "Lunar Dust (LDUST)"), Field("24h change", "-18.75 %"),
                        Field("Price", "$0.4521"),
                    ])),
            ])
        #expect(screen.routes == [Screen.Route(HomeRoute.reload)])
    }

    @Test("a failed tile says it is unavailable, in the sentence of its error, and the others still show")
    func unavailableTile() {
        var dashboard = DashboardFixtures.dashboard
        dashboard.cart = .failure(DashboardFixtures.damagedCart)

        let screen = screen(dashboard)

        #expect(screen.failure == nil)
        #expect(screen.sections.map(\.title) == ["Catalog", "Cart", "Todos", "Markets"])
        #expect(
            screen.sections[1].content
                == .fields([
                    Field(
                        "Unavailable",
                        "/data/cart.json cannot be read as data: the data is not valid JSON. "
                            + "A copy was kept at /data/cart.json.corrupt-20250602T120000Z.")
                ]))
    }

    @Test(
        "the markets title says how old a price that is not live is, in the markets screen's words",
        arguments: [
            (PriceFreshness.live, "Markets"),
            (
                .cached(age: 720, cause: .transport(.noConnection(server: "api.example:443"))),
                "Markets (cached 12 min ago, offline)"
            ),
            (.bundled(fallbackCause: nil), "Markets (bundled snapshot of 2025-06-02)"),
            (
                .bundled(fallbackCause: .status(code: 500, path: "/coins/markets")),
                "Markets (bundled snapshot of 2025-06-02, HTTP 500)"
            ),
        ])
    func marketsTitle(freshness: PriceFreshness, title: String) {
        let screen = screen(dashboard(markets: MarketsSummary(topMover: DashboardFixtures.mover(freshness))))

        #expect(screen.sections.last?.title == title)
    }

    @Test("without a mover the markets tile says so, and its JSON has nulls")
    func noMover() {
        let screen = screen(dashboard(markets: MarketsSummary(topMover: nil)))

        #expect(
            screen.sections.last
                == Screen.Section(
                    title: "Markets",
                    content: .fields([Field("Top mover", "none: no coin has a 24-hour change")])))
        #expect(screen.json?.serialized().hasSuffix(#""markets":{"topMover":null,"stale":null}}"#) == true)
    }

    @Test(
        "a coin price keeps every digit, with at least two decimals",
        arguments: [
            ("68450", Currency.usd, "$68,450.00"),
            ("0.00000123", .usd, "$0.00000123"),
            ("3512.7", .usd, "$3,512.70"),
            ("0.4521", Currency.eur, "0.4521 EUR"),
        ])
    func price(value: String, currency: Currency, text: String) {
        #expect(MoneyFormat.exact(DashboardFixtures.exact(value), currency, in: .english) == text)
    }

    @Test("the JSON document has one object per tile with the numbers on screen")
    func json() {
        let expected =
            #"{"catalog":{"products":115,"categories":11},"#
            + #""cart":{"items":3,"total":"1573.35","currency":"USD"},"#
            + #""todos":{"open":4},"#
            + #""markets":{"topMover":{"id":"lunar-dust","symbol":"LDUST","name":"Lunar Dust","price":"0.4521","#
            + #""change24h":-18.75031},"currency":"USD","fetchedAt":"2025-06-02T12:00:00Z","stale":false,"#
            + #""source":"live"}}"#

        #expect(screen().json?.serialized() == expected)
    }

    @Test("an empty cart's total has two decimals")
    func emptyCartJSON() {
        var dashboard = DashboardFixtures.dashboard
        dashboard.cart = .success(DashboardFixtures.emptyCart)

        #expect(
            screen(dashboard).json?.serialized().contains(#""cart":{"items":0,"total":"0.00","currency":"USD"}"#)
                == true)
    }

    @Test("a stale price is marked stale in JSON, with where it came from")
    func staleJSON() {
        let screen = screen(
            dashboard(markets: MarketsSummary(topMover: DashboardFixtures.mover(.bundled(fallbackCause: nil)))))

        #expect(screen.json?.serialized().hasSuffix(#""stale":true,"source":"bundled"}}"#) == true)
    }

    @Test("a failed tile's JSON is an error object with the code and sentence of the app's error documents")
    func failedTileJSON() {
        var dashboard = DashboardFixtures.dashboard
        dashboard.markets = .failure(DashboardFixtures.marketsDown)

        let json = screen(dashboard).json?.serialized()

        #expect(
            json?.hasSuffix(
                #""markets":{"error":{"code":"unavailable","#
                    + #""message":"The markets API is unavailable: could not connect to 127.0.0.1:8080 (connection refused)."}}}"#
            )
                == true)
    }

    @Test("before loading the screen is empty; while loading it says so")
    func loadingScreens() {
        var state = HomeFeature.State()
        #expect(state.screen(in: .english) == Screen(title: "Home"))

        state.dashboard = .loading
        #expect(state.screen(in: .english) == Screen(title: "Home", status: .loading(label: "Loading the dashboard…")))
    }
}
