import DomainCore

/// The dashboard: one tile per feature it sums up, each holding that feature's summary or the error its source
/// failed with, so one failing source never hides the others.
///
/// It is Home's own read model: the tiles copy what they show from the other features' entities, so Home's
/// Presentation and Testing targets need no other feature's types.
public struct Dashboard: Hashable, Sendable {
    /// Products and categories in the catalog.
    public var catalog: Result<CatalogSummary, DomainError>
    /// The open cart's item count and total.
    public var cart: Result<CartSummary, DomainError>
    /// The todos still to do.
    public var todos: Result<TodosSummary, DomainError>
    /// The coin that moved most over 24 hours, and how current its price is.
    public var markets: Result<MarketsSummary, DomainError>

    public init(
        catalog: Result<CatalogSummary, DomainError>,
        cart: Result<CartSummary, DomainError>,
        todos: Result<TodosSummary, DomainError>,
        markets: Result<MarketsSummary, DomainError>
    ) {
        self.catalog = catalog
        self.cart = cart
        self.todos = todos
        self.markets = markets
    }
}
