// Runs the markets feature alone, on the fake repository and its fixtures: no App, no network, no other
// feature. It lists the coins by 24-hour change and prints the resulting Screen as plain text.
import MarketsPresentation
import MarketsTesting
import PresentationCore

let repository = FakeCoinRepository(snapshot: CoinFixtures.snapshot)
let store = Store(initialState: MarketsFeature.State(), reducer: MarketsFeature(repository: repository))

await store.send(.list(sort: .change)).finish()
print(PlainScreenText.render(store.state.screen))
