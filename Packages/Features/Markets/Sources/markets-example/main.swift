// Runs the markets feature alone, on the fake repository and its fixtures: no App, no network, no other
// feature. It lists the coins by 24-hour change and prints the resulting Screen as plain text.
import MarketsDomain
import MarketsPresentation
import MarketsTesting
import PresentationCore

// The example is its own composition root: it builds the use cases on the fake, as AppContainer does on adapters.
let repository = FakeCoinRepository(snapshot: CoinFixtures.snapshot)
let feature = MarketsFeature(
    listMarkets: ListMarkets(repository: repository), refreshMarkets: RefreshMarkets(repository: repository),
    getCoin: GetCoin(repository: repository))
let store = Store(initialState: MarketsFeature.State(), reducer: feature)

await store.send(.list(sort: .change)).finish()
print(PlainScreenText.render(store.state.screen(in: .english)))
