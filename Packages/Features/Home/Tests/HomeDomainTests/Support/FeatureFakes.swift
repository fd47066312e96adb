import CartDomain
import CartTesting
import CatalogDomain
import CatalogTesting
import DomainCore
import Foundation
import HomeDomain
import MarketsDomain
import MarketsTesting
import TodosDomain
import TodosTesting

/// The other features' fakes, one per source of the dashboard, and the `LoadDashboard` over their use cases,
/// wired as the App wires the real repositories.
struct FeatureFakes {
    /// The catalog's fixtures: 6 products in 5 categories.
    let products = FakeProductRepository()
    /// Two phones ($899.00, 12.5 % off) and a paper clip ($0.10): 3 items, $1573.35.
    let cart = FakeCartRepository(
        cart: CartFixtures.cart([
            CartFixtures.line(CartFixtures.phone, quantity: 2), CartFixtures.line(CartFixtures.dime, quantity: 1),
        ])
    )
    /// The todos' fixtures: 3 open, 1 done.
    let todos = FakeTodoRepository()
    /// The coins' fixtures, live; Lunar Dust fell most.
    let markets: FakeCoinRepository

    init(snapshot: MarketSnapshot = CoinFixtures.snapshot) {
        markets = FakeCoinRepository(snapshot: snapshot)
    }

    var loadDashboard: LoadDashboard {
        LoadDashboard(
            browseProducts: BrowseProducts(repository: products),
            listCategories: ListCategories(repository: products),
            getCart: GetCart(cart: cart),
            listTodos: ListTodos(repository: todos),
            topMover: TopMover(repository: markets)
        )
    }

    /// Lunar Dust's move as the dashboard shows it, with `freshness`.
    static func lunarDust(_ freshness: PriceFreshness = .live) -> MarketMover {
        MarketMover(
            coinID: "lunar-dust", symbol: "LDUST", name: "Lunar Dust", price: CoinFixtures.exact("0.4521"),
            change24h: CoinFixtures.exact("-18.75"), currency: .usd, fetchedAt: CoinFixtures.fetchedAt,
            freshness: freshness)
    }

    /// What the dashboard over the fakes shows when every source answers.
    static let expected = Dashboard(
        catalog: .success(CatalogSummary(productCount: 6, categoryCount: 5)),
        cart: .success(CartSummary(itemCount: 3, total: Money(CartFixtures.exact("1573.35")))),
        todos: .success(TodosSummary(openCount: 3)),
        markets: .success(MarketsSummary(topMover: lunarDust()))
    )
}
