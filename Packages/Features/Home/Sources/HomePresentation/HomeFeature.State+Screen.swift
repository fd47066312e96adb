import PresentationCore

extension HomeFeature.State {
    /// What to show: the tiles once loaded, a loading line before.
    public var screen: Screen {
        switch dashboard {
        case .idle:
            return Screen(title: DashboardScreen.title)
        case .loading:
            return Screen(title: DashboardScreen.title, status: .loading(label: "Loading the dashboard…"))
        case let .loaded(dashboard):
            return DashboardScreen.screen(for: dashboard)
        case let .failed(error):
            return Screen(title: DashboardScreen.title, failure: Screen.Failure(error))
        }
    }
}
