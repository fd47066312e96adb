import PresentationCore

/// What todo screens offer, in the feature's own terms. The terminal UI turns them into its commands (see
/// `Screen.Route`); nothing here is command text.
public enum TodosRoute: Hashable, Sendable {
    /// Adding a todo, once its title is given.
    case add
    /// Marking a todo done or not done, once it is named.
    case toggle
    /// Renaming a todo, once it and its title are given.
    case edit
    /// Deleting a todo, once it is named.
    case delete
    /// Showing some of the todos, once the filter is chosen.
    case filter
}

extension Screen.Route {
    static func todos(_ route: TodosRoute) -> Screen.Route { Screen.Route(route) }
}
