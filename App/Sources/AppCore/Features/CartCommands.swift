import CartPresentation
import PresentationCore
import PresentationTerminal

/// The cart's commands, as docs/CLI.md writes them, mapped to `CartFeature` actions. The parser checks that ids
/// and quantities are whole numbers (exit 64 otherwise); the range of a quantity (1...99 to add, 0...99 to
/// set) is a rule of the cart's domain, so `--qty 0` or `--qty 100` is a validation error (exit 65).
@MainActor
enum CartCommands {
    /// The commands over `store`: the root store's cart part in the app, a store of its own in a test.
    static func make(_ store: Store<CartFeature.State, CartFeature.Action>) -> FeatureCommands {
        FeatureCommands(
            name: "cart",
            summary: "a shopping cart with totals and checkout",
            store: store,
            screen: { $0.screen },
            commands: [show, add, set, remove, checkout, orders],
            routes: target(of:)
        )
    }

    private static let productID = Argument.integer("PRODUCT_ID", .positiveInteger)

    private static let show = CommandBinding<CartFeature.Action>(
        "cart", nil, summary: "the cart's lines, subtotal, discount and total"
    ) { .show }

    private static let add = CommandBinding<CartFeature.Action>(
        "cart", "add", productID, Option.integer("qty", "N", .integer),
        summary: "add a product, N of it (1 to 99, default 1)", changesData: true
    ) { productID, quantity in .add(productID: productID, quantity: quantity ?? 1) }

    private static let set = CommandBinding<CartFeature.Action>(
        "cart", "set", productID, Argument.integer("QTY", .integer),
        summary: "set a quantity, 0 to 99 (0 removes the line)", changesData: true
    ) { productID, quantity in .set(productID: productID, quantity: quantity) }

    private static let remove = CommandBinding<CartFeature.Action>(
        "cart", "remove", productID, summary: "remove a product's line", changesData: true
    ) { .remove(productID: $0) }

    private static let checkout = CommandBinding<CartFeature.Action>(
        "cart", "checkout", summary: "place the order: a receipt, and an empty cart", changesData: true
    ) { .checkout }

    private static let orders = CommandBinding<CartFeature.Action>(
        "cart", "orders", summary: "the receipts of past orders, newest first"
    ) { .orders }

    /// Where the cart's routes lead: its own commands, and the catalog for a line's product and for browsing.
    private static func target(of route: Screen.Route) -> RouteTarget? {
        switch route.value(as: CartRoute.self) {
        case .cart?: .command("cart")
        case .add?: .command("cart", "add")
        case .setQuantity?: .command("cart", "set")
        case .remove?: .command("cart", "remove")
        case .checkout?: .command("cart", "checkout")
        case .orders?: .command("cart", "orders")
        case let .product(id)?: .command("catalog", "show", ["PRODUCT_ID": .integer(id)])
        case .browse?: .command("catalog", "list")
        case nil: nil
        }
    }
}
