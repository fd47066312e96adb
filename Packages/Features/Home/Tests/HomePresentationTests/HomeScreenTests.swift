import HomeDomain
import HomeTesting
import PresentationCore
import Testing

@testable import HomePresentation

/// How a screen meets the store: a pull to refresh must not take away the dashboard it is refreshing.
@MainActor
@Suite("HomeFeature on screen")
struct HomeScreenTests {
    @Test("loading again keeps the dashboard on screen until the new one arrives, even when it is cut off")
    func reloadKeepsDashboard() async {
        let sources = FakeDashboardSources()
        let store = Store(initialState: HomeFeature.State(), reducer: HomeFeature(loadDashboard: sources.loadDashboard))
        await store.send(.load).finish()

        let reload = store.send(.load)
        #expect(store.dashboard.value == DashboardFixtures.dashboard)
        reload.cancel()
        #expect(store.dashboard.value == DashboardFixtures.dashboard)
        await store.send(.load).finish()

        #expect(store.dashboard == .loaded(DashboardFixtures.dashboard))
    }
}
