import PresentationCore

/// Where catalog screens lead and what they offer, in the catalog's own terms. The terminal UI turns them into its
/// commands (see `Screen.Route`); nothing here is command text.
public enum CatalogRoute: Hashable, Sendable {
    /// A page of products, of every category or of one.
    case products
    /// The products matching words still to be given.
    case search
    /// The categories to filter by.
    case categories
    /// One product's details, once its id is given.
    case productDetails
    /// This product's details (a row of a list).
    case product(id: Int)
    /// The products of this category (a row of the categories), its slug exactly as the source gave it.
    case category(slug: String)
    /// The next or the previous page of the list on screen.
    case nextPage, previousPage
    /// From a product's details back to the list.
    case back
}

extension Screen.Route {
    static func catalog(_ route: CatalogRoute) -> Screen.Route { Screen.Route(route) }
}
