import HomeDomain
import PresentationCore

/// The dashboard as a reducer: loads every tile at once and shows each as its source answered, a failed source
/// as an unavailable tile beside the others. `DashboardPresenter` says what to show.
///
/// A newer load cancels the one in flight, so a slow old answer never replaces a newer one.
public struct HomeFeature: Reducer {
    private enum CancelID: Hashable, Sendable {
        case dashboard
    }

    private let loadDashboard: LoadDashboard

    /// The dashboard over `loadDashboard`, the one use case Home has.
    public init(loadDashboard: LoadDashboard) {
        self.loadDashboard = loadDashboard
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .load:
            state.dashboard = state.dashboard.reloading
            let loadDashboard = loadDashboard
            return .run { send in
                let dashboard = await loadDashboard()
                await send(.dashboardLoaded(dashboard))
            }
            .cancellable(id: CancelID.dashboard, cancelInFlight: true)

        case let .dashboardLoaded(dashboard):
            state.dashboard = .loaded(dashboard)
            return .none
        }
    }
}

extension HomeFeature.State {
    /// The tiles, in words (see `DashboardPresenter`).
    public func dashboardViewModel(in language: Language) -> DashboardViewModel {
        DashboardPresenter.viewModel(for: dashboard, in: language)
    }

    /// The terminal UI's screen: the tiles once loaded, a loading line before.
    public func screen(in language: Language) -> Screen {
        DashboardPresenter.screen(for: dashboard, in: language)
    }
}
