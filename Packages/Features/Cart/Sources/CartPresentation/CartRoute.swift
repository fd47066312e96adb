import PresentationCore

/// Where cart screens lead and what they offer, in the cart's own terms. The terminal UI turns them into its own
/// commands (see `Screen.Route`); nothing here is command text, and nothing names another feature: where a
/// cart line's product or `browse` leads is the app's choice.
public enum CartRoute: Hashable, Sendable {
    /// The open cart.
    case cart
    /// Adding a product, once its id (and quantity) are given.
    case add
    /// Changing a line's quantity, once given.
    case setQuantity
    /// Removing a line, once its product is given.
    case remove
    /// Placing the order.
    case checkout
    /// The receipts of past orders.
    case orders
    /// The product a cart line holds.
    case product(id: Int)
    /// Somewhere to find products to add.
    case browse
}

extension Screen.Route {
    static func cart(_ route: CartRoute) -> Screen.Route { Screen.Route(route) }
}
