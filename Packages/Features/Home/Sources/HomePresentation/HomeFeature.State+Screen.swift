import PresentationCore

extension HomeFeature.State {
    /// What to show: the tiles once loaded, a loading line before.
    public var screen: Screen {
        switch dashboard {
        case .idle:
            return Screen(title: DashboardPresenter.title)
        case .loading, .refreshing:
            return Screen(title: DashboardPresenter.title, status: .loading(label: "Loading the dashboard…"))
        case let .loaded(dashboard):
            return DashboardPresenter.screen(for: dashboard)
        case let .failed(error):
            return Screen(title: DashboardPresenter.title, failure: Screen.Failure(error))
        }
    }
}
