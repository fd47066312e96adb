import CartPresentation
import PresentationCore
import PresentationTerminal

/// The cart's commands, as docs/CLI.md writes them, mapped to `CartFeature` actions. The parser checks that ids
/// and quantities are whole numbers (exit 64 otherwise); the range of a quantity (1...99 to add, 0...99 to
/// set) is a rule of the cart's domain, so `--qty 0` or `--qty 100` is a validation error (exit 65).
@MainActor
enum CartCommands {
    /// The commands over `store`, worded in `language`: the root store's cart part in the app, a store of its own in a test.
    static func make(
        _ store: Store<CartFeature.State, CartFeature.Action>, _ language: Language
    ) -> FeatureCommands {
        let words = strings[language]
        return FeatureCommands(
            name: "cart",
            summary: words("cart.summary"),
            store: store,
            screen: { $0.screen(in: language) },
            commands: [show(words), add(words), set(words), remove(words), checkout(words), orders(words)],
            routes: target(of:)
        )
    }

    private static let productID = Argument.integer("PRODUCT_ID", .positiveInteger)

    private static func show(_ words: Words) -> CommandBinding<CartFeature.Action> {
        CommandBinding<CartFeature.Action>(
            "cart", nil, summary: words("cart.show")
        ) { .show }
    }

    private static func add(_ words: Words) -> CommandBinding<CartFeature.Action> {
        CommandBinding<CartFeature.Action>(
            "cart", "add", productID, Option.integer("qty", "N", .integer),
            summary: words("cart.add"), changesData: true
        ) { productID, quantity in .add(productID: productID, quantity: quantity ?? 1) }
    }

    private static func set(_ words: Words) -> CommandBinding<CartFeature.Action> {
        CommandBinding<CartFeature.Action>(
            "cart", "set", productID, Argument.integer("QTY", .integer),
            summary: words("cart.set"), changesData: true
        ) { productID, quantity in .set(productID: productID, quantity: quantity) }
    }

    private static func remove(_ words: Words) -> CommandBinding<CartFeature.Action> {
        CommandBinding<CartFeature.Action>(
            "cart", "remove", productID, summary: words("cart.remove"), changesData: true
        ) { .remove(productID: $0) }
    }

    private static func checkout(_ words: Words) -> CommandBinding<CartFeature.Action> {
        CommandBinding<CartFeature.Action>(
            "cart", "checkout", summary: words("cart.checkout"), changesData: true
        ) { .checkout }
    }

    private static func orders(_ words: Words) -> CommandBinding<CartFeature.Action> {
        CommandBinding<CartFeature.Action>(
            "cart", "orders", summary: words("cart.orders")
        ) { .orders }
    }

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
