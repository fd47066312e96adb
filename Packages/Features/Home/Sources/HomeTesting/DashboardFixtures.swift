import DomainCore
import Foundation
import HomeDomain

/// Tiles chosen to cover what the dashboard's screens must cope with: a cart total with cents, a coin that
/// fell (a negative change) with a price of many decimals, and each way a price can be old: cached, bundled,
/// or bundled standing in for a failed server.
public enum DashboardFixtures {
    /// When the markets fixtures were fetched: 2025-06-02T12:00:00Z.
    public static let fetchedAt = Date(timeIntervalSince1970: 1_748_865_600)

    /// The bundled catalog's numbers.
    public static let catalog = CatalogSummary(productCount: 115, categoryCount: 11)

    /// Two phones at $899.00 with 12.5 % off and a paper clip: 3 items, $1573.35.
    public static let cart = CartSummary(itemCount: 3, total: Money(exact("1573.35")))

    /// A cart with nothing in it.
    public static let emptyCart = CartSummary(itemCount: 0, total: .zero())

    public static let todos = TodosSummary(openCount: 4)

    /// A coin that fell 18.75 % over 24 hours, priced live.
    public static let mover = MarketMover(
        coinID: "lunar-dust", symbol: "LDUST", name: "Lunar Dust", price: exact("0.4521"),
        change24h: exact("-18.75031"), fetchedAt: fetchedAt, freshness: .live)

    /// `mover`, with `freshness` instead of a live price.
    public static func mover(_ freshness: PriceFreshness) -> MarketMover {
        var copy = mover
        copy.freshness = freshness
        return copy
    }

    /// The top mover, live.
    public static let markets = MarketsSummary(topMover: mover)

    /// Every tile loaded, the prices live.
    public static let dashboard = Dashboard(
        catalog: .success(catalog), cart: .success(cart), todos: .success(todos), markets: .success(markets))

    /// What a damaged `cart.json` fails with.
    public static let damagedCart = DomainError.corruptData(
        source: .file("/data/cart.json"), flaw: .undecodable(detail: "the data is not valid JSON"),
        keptAside: "/data/cart.json.corrupt-20250602T120000Z")

    /// What a markets server that cannot be reached fails with, when no copy is left to show.
    public static let marketsDown = DomainError.unavailable(
        service: "markets", cause: .transport(.refused(server: "127.0.0.1:8080")))

    /// A decimal written as text, so that it never passes through `Double`.
    public static func exact(_ text: String) -> Decimal {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? 0
    }
}
