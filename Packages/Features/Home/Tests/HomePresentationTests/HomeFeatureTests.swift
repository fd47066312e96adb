import DomainCore
import HomeDomain
import HomeTesting
import PresentationTesting
import Testing

@testable import HomePresentation

@MainActor
@Suite("HomeFeature")
struct HomeFeatureTests {
    private func makeStore(_ sources: FakeDashboardSources) -> TestStore<HomeFeature.State, HomeFeature.Action> {
        TestStore(initialState: HomeFeature.State(), reducer: HomeFeature(loadDashboard: sources.loadDashboard))
    }

    @Test("loading shows a loading state, then every tile, asking each source once")
    func load() async {
        let sources = FakeDashboardSources()
        let store = makeStore(sources)

        await store.send(.load) { $0.dashboard = .loading }
        await store.receive(.dashboardLoaded(DashboardFixtures.dashboard)) {
            $0.dashboard = .loaded(DashboardFixtures.dashboard)
        }
        await store.finish()
        #expect(Set(await sources.calls) == Set(FakeDashboardSources.Source.allCases))
        #expect(await sources.calls.count == 4)
    }

    @Test("a failing source still loads the dashboard, and the screen is no failure")
    func failingSource() async {
        let sources = FakeDashboardSources()
        await sources.fail(.cart, with: DashboardFixtures.damagedCart)
        let store = makeStore(sources)
        var expected = DashboardFixtures.dashboard
        expected.cart = .failure(DashboardFixtures.damagedCart)

        await store.send(.load) { $0.dashboard = .loading }
        await store.receive(.dashboardLoaded(expected)) { $0.dashboard = .loaded(expected) }
        await store.finish()
        #expect(store.state.screen(in: .english).failure == nil)
        #expect(store.state.screen(in: .english).sections.count == 4)
    }

    @Test("loading again shows the sources' new answers")
    func reload() async {
        let sources = FakeDashboardSources()
        let store = makeStore(sources)
        var emptied = DashboardFixtures.dashboard
        emptied.cart = .success(DashboardFixtures.emptyCart)

        await store.send(.load) { $0.dashboard = .loading }
        await store.receive(.dashboardLoaded(DashboardFixtures.dashboard)) {
            $0.dashboard = .loaded(DashboardFixtures.dashboard)
        }
        await sources.serve(emptied)
        await store.send(.load) { $0.dashboard = .refreshing(DashboardFixtures.dashboard) }
        await store.receive(.dashboardLoaded(emptied)) { $0.dashboard = .loaded(emptied) }
        await store.finish()
    }
}
