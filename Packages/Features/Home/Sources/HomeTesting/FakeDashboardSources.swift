import DomainCore
import HomeDomain

/// The four inputs of the dashboard, answered from fixed results: a `LoadDashboard` that needs no other
/// feature, for Home's presentation tests and example. It records which sources were asked, and each source
/// can be made to fail.
public actor FakeDashboardSources {
    /// The dashboard's sources, to choose which one fails.
    public enum Source: Hashable, Sendable, CaseIterable {
        case catalog, cart, todos, markets
    }

    /// What each source answers.
    public private(set) var catalog: Result<CatalogSummary, DomainError>
    public private(set) var cart: Result<CartSummary, DomainError>
    public private(set) var todos: Result<TodosSummary, DomainError>
    public private(set) var markets: Result<MarketsSummary, DomainError>
    /// Every source asked, in the order asked (the dashboard asks them concurrently, so compare as a set).
    public private(set) var calls: [Source] = []

    /// Sources answering `dashboard`'s tiles (by default, every fixture loaded).
    public init(dashboard: Dashboard = DashboardFixtures.dashboard) {
        catalog = dashboard.catalog
        cart = dashboard.cart
        todos = dashboard.todos
        markets = dashboard.markets
    }

    /// Makes `source` fail with `error` from now on.
    public func fail(_ source: Source, with error: DomainError) {
        switch source {
        case .catalog: catalog = .failure(error)
        case .cart: cart = .failure(error)
        case .todos: todos = .failure(error)
        case .markets: markets = .failure(error)
        }
    }

    /// Makes every source answer as `dashboard` shows from now on.
    public func serve(_ dashboard: Dashboard) {
        catalog = dashboard.catalog
        cart = dashboard.cart
        todos = dashboard.todos
        markets = dashboard.markets
    }

    /// The use case over these sources.
    public nonisolated var loadDashboard: LoadDashboard {
        LoadDashboard(
            catalog: { () async throws(DomainError) in try await self.catalogSummary() },
            cart: { () async throws(DomainError) in try await self.cartSummary() },
            todos: { () async throws(DomainError) in try await self.todosSummary() },
            markets: { () async throws(DomainError) in try await self.marketsSummary() }
        )
    }

    // MARK: - The sources, each recording its call

    private func catalogSummary() throws(DomainError) -> CatalogSummary {
        calls.append(.catalog)
        return try catalog.get()
    }

    private func cartSummary() throws(DomainError) -> CartSummary {
        calls.append(.cart)
        return try cart.get()
    }

    private func todosSummary() throws(DomainError) -> TodosSummary {
        calls.append(.todos)
        return try todos.get()
    }

    private func marketsSummary() throws(DomainError) -> MarketsSummary {
        calls.append(.markets)
        return try markets.get()
    }
}
