import MarketsDomain
import MarketsTesting
import PresentationCore
import Testing

@testable import MarketsPresentation

/// How a screen meets the store: SwiftUI cancels a view's task when it disappears, and a pull to refresh
/// must not take away the list it is refreshing.
@MainActor
@Suite("MarketsFeature on screen")
struct MarketsScreenTests {
    private func makeStore() -> Store<MarketsFeature.State, MarketsFeature.Action> {
        Store(initialState: MarketsFeature.State(), reducer: MarketsFeature.over(FakeCoinRepository()))
    }

    @Test("a first load cut off by leaving the screen starts again when the screen appears")
    func appearAfterCancelledLoad() async {
        let store = makeStore()

        store.send(.appeared).cancel()
        #expect(store.markets == .loading)
        await store.send(.appeared).finish()

        #expect(store.markets == .loaded(CoinFixtures.snapshot))
    }

    @Test("a refresh keeps the coins on screen until the new ones arrive, even when it is cut off")
    func refreshKeepsCoins() async {
        let store = makeStore()
        await store.send(.list(sort: .rank)).finish()

        let refresh = store.send(.refresh)
        #expect(store.markets.value == CoinFixtures.snapshot)
        refresh.cancel()
        #expect(store.markets.value == CoinFixtures.snapshot)
        await store.send(.refresh).finish()

        #expect(store.markets == .loaded(CoinFixtures.snapshot))
    }
}
