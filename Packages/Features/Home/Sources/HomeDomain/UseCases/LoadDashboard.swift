import CartDomain
import CatalogDomain
import DomainCore
import MarketsDomain
import TodosDomain

/// Loads the dashboard from the other features' use cases, all four sources at once, so the slowest source
/// sets the wait and a failing one costs only its own tile.
public struct LoadDashboard: Sendable {
    /// One source of a tile: its summary, or the domain error it failed with.
    public typealias Source<Summary> = @Sendable () async throws(DomainError) -> Summary

    private let catalog: Source<CatalogSummary>
    private let cart: Source<CartSummary>
    private let todos: Source<TodosSummary>
    private let markets: Source<MarketsSummary>

    /// The dashboard of the other features, reached only through their use cases: the catalog's total and
    /// categories, the open cart, the active todos, and the markets' top mover.
    public init(
        browseProducts: BrowseProducts,
        listCategories: ListCategories,
        getCart: GetCart,
        listTodos: ListTodos,
        topMover: TopMover
    ) {
        self.init(
            catalog: { () async throws(DomainError) -> CatalogSummary in
                // A page of one is enough: only the total is needed, not the products.
                let firstPage = try PageRequest(page: 1, size: 1)
                async let products = Result { () async throws(DomainError) in
                    try await browseProducts(page: firstPage).total
                }
                async let categories = Result { () async throws(DomainError) in
                    try await listCategories().count
                }
                return CatalogSummary(productCount: try await products.get(), categoryCount: try await categories.get())
            },
            cart: { () async throws(DomainError) -> CartSummary in
                CartSummary(try await getCart())
            },
            todos: { () async throws(DomainError) -> TodosSummary in
                TodosSummary(openCount: try await listTodos(filter: .active).count)
            },
            markets: { () async throws(DomainError) -> MarketsSummary in
                MarketsSummary(topMover: try await topMover().flatMap(MarketMover.init))
            }
        )
    }

    /// A dashboard over any four sources, for tests and examples that need no other feature (see
    /// `HomeTesting`).
    public init(
        catalog: @escaping Source<CatalogSummary>,
        cart: @escaping Source<CartSummary>,
        todos: @escaping Source<TodosSummary>,
        markets: @escaping Source<MarketsSummary>
    ) {
        self.catalog = catalog
        self.cart = cart
        self.todos = todos
        self.markets = markets
    }

    /// Returns the dashboard with every tile filled: its summary, or the error its source failed with. It
    /// never fails as a whole; the sources run concurrently.
    public func callAsFunction() async -> Dashboard {
        async let catalog = Result(awaiting: self.catalog)
        async let cart = Result(awaiting: self.cart)
        async let todos = Result(awaiting: self.todos)
        async let markets = Result(awaiting: self.markets)
        return await Dashboard(catalog: catalog, cart: cart, todos: todos, markets: markets)
    }
}
