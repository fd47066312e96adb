import PresentationCore

/// Where markets screens lead and what they offer, in the feature's own terms. The terminal UI turns them into its
/// commands (see `Screen.Route`); nothing here is command text.
public enum MarketsRoute: Hashable, Sendable {
    /// The list of top coins.
    case coins
    /// Sorting the list, once an order is chosen.
    case sort
    /// Fetching current prices, bypassing the cache.
    case refresh
    /// One coin's details, once its id is given.
    case coinDetails
    /// This coin's details (a row of the list), its id exactly as the source gave it.
    case coin(id: String)
    /// From a coin's details back to the list.
    case back
}

extension Screen.Route {
    static func markets(_ route: MarketsRoute) -> Screen.Route { Screen.Route(route) }
}
