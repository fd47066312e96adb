// Runs the Home feature alone, on fixed sources and their fixtures: no App, no other feature, no files. It
// loads the dashboard with the cart's source failing, to show an unavailable tile beside the others, and
// prints the resulting Screen as plain text.
import HomePresentation
import HomeTesting
import PresentationCore

let sources = FakeDashboardSources()
await sources.fail(.cart, with: DashboardFixtures.damagedCart)
let store = Store(initialState: HomeFeature.State(), reducer: HomeFeature(loadDashboard: sources.loadDashboard))

await store.send(.load).finish()
print(PlainScreenText.render(store.state.screen(in: .english)))
