import CartDomain
import CartPresentation
import CatalogDomain
import DomainCore
import PresentationCore

/// The cart's commands, as CLI.md writes them, mapped to `CartFeature` actions. The parser checks that ids
/// and quantities are whole numbers (exit 64 otherwise); the range of a quantity (1...99 to add, 0...99 to
/// set) is a rule of the cart's domain, so `--qty 0` or `--qty 100` is a validation error (exit 65).
@MainActor
enum CartModule {
    static func make(
        products: any ProductRepository, cart: any CartRepository, clock: Clock, ids: IDGenerator
    ) -> StoreModule<CartFeature.State, CartFeature.Action> {
        StoreModule(
            name: "cart",
            summary: "a shopping cart with totals and checkout",
            store: Store(
                initialState: CartFeature.State(),
                reducer: CartFeature(products: products, cart: cart, clock: clock, ids: ids)
            ),
            screen: { $0.screen },
            commands: [show, add, set, remove, checkout, orders]
        )
    }

    private static let productID = ArgumentSpec("PRODUCT_ID", .positiveInteger)

    private static let show = CommandBinding<CartFeature.Action>(
        CommandSpec(feature: "cart", name: nil, summary: "the cart's lines, subtotal, discount and total")
    ) { _ in .show }

    private static let add = CommandBinding<CartFeature.Action>(
        CommandSpec(
            feature: "cart", name: "add", arguments: [productID], options: [OptionSpec("qty", "N", .integer)],
            summary: "add a product, N of it (1 to 99, default 1)", changesData: true
        )
    ) { .add(productID: $0.integer("PRODUCT_ID") ?? 0, quantity: $0.integer("qty") ?? 1) }

    private static let set = CommandBinding<CartFeature.Action>(
        CommandSpec(
            feature: "cart", name: "set", arguments: [productID, ArgumentSpec("QTY", .integer)],
            summary: "set a quantity, 0 to 99 (0 removes the line)", changesData: true
        )
    ) { .set(productID: $0.integer("PRODUCT_ID") ?? 0, quantity: $0.integer("QTY") ?? 0) }

    private static let remove = CommandBinding<CartFeature.Action>(
        CommandSpec(
            feature: "cart", name: "remove", arguments: [productID], summary: "remove a product's line",
            changesData: true)
    ) { .remove(productID: $0.integer("PRODUCT_ID") ?? 0) }

    private static let checkout = CommandBinding<CartFeature.Action>(
        CommandSpec(
            feature: "cart", name: "checkout", summary: "place the order: a receipt, and an empty cart",
            changesData: true)
    ) { _ in .checkout }

    private static let orders = CommandBinding<CartFeature.Action>(
        CommandSpec(feature: "cart", name: "orders", summary: "the receipts of past orders, newest first")
    ) { _ in .orders }
}
