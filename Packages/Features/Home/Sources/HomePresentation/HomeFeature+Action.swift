import HomeDomain

extension HomeFeature {
    /// What can happen on the dashboard: the command a person gives, and the response its effect sends back.
    public enum Action: Equatable, Sendable {
        /// Load every tile again.
        case load
        /// Response: every tile, each loaded or failed.
        case dashboardLoaded(Dashboard)
    }
}
