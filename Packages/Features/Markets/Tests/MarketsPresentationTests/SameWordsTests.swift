import DomainCore
import MarketsDomain
import MarketsTesting
import PresentationCore
import Testing

@testable import MarketsPresentation

/// The terminal UI prints what SwiftUI is given: each screen is laid out of its view model, so its title, its
/// empty or failed message and what it says of old prices are the view model's own strings.
@Suite("Both UIs show the same words")
struct SameWordsTests {
    @Test(
        "the coin list's title and its empty or failed message",
        arguments: [
            Loadable.loaded(CoinFixtures.snapshot([])), .failed(CoinFixtures.outage),
        ])
    func marketList(markets: Loadable<MarketSnapshot>) throws {
        var state = MarketsFeature.State()
        state.markets = markets
        let model = state.marketListViewModel(in: .english)

        #expect(state.screen(in: .english).title == model.title)
        #expect(state.screen(in: .english).messages.map(\.text).first == (try #require(model.phase.message)))
    }

    @Test("old prices: the list's status and notice are the view model's")
    func stale() throws {
        var state = MarketsFeature.State()
        state.markets = .loaded(CoinFixtures.staleSnapshot)
        let model = state.marketListViewModel(in: .english)

        #expect(state.screen(in: .english).status == .stale(reason: try #require(model.staleness)))
        #expect(state.screen(in: .english).messages == [try #require(model.notice)])
    }

    @Test("a coin's title and its failed message")
    func coinDetail() throws {
        var state = MarketsFeature.State()
        state.detail = CoinDetailFeature.State(coinID: "nope")
        state.detail?.quote = .failed(.notFound(entity: "coin", id: "nope"))
        let model = state.coinDetailViewModel(in: .english)

        #expect(state.screen(in: .english).title == model.title)
        #expect(state.screen(in: .english).messages.map(\.text) == [try #require(model.phase.message)])
    }
}
