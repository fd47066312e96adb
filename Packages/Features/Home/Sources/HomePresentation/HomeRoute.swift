import PresentationCore

/// What the dashboard offers, in the feature's own terms (see `Screen.Route`).
public enum HomeRoute: Hashable, Sendable {
    /// Loading the dashboard again.
    case reload
}

extension Screen.Route {
    static func home(_ route: HomeRoute) -> Screen.Route { Screen.Route(route) }
}
