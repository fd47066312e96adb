import CartDomain
import DomainCore
import PresentationCore

/// Turns a checkout's state into its view model, and that into the terminal UI's screen: the receipt of the
/// order just placed.
public enum ReceiptPresenter {
    /// The checkout as `receipt` stands: placing the order, its receipt, or why it failed.
    public static func viewModel(for receipt: Loadable<Order>) -> ReceiptViewModel {
        let order = receipt.value.map(CartText.order)
        return ReceiptViewModel(
            title: order == nil ? "Checkout" : "Order placed",
            subtitle: order.map { "Order \($0.id) · \($0.placed)" },
            phase: Phase(receipt, loading: "Placing the order…", failure: failure) { .loaded(CartText.order($0)) },
            notice: order.map { _ in "The cart is empty again; the orders list every receipt." }
        )
    }

    static func screen(for receipt: Loadable<Order>) -> Screen {
        let model = viewModel(for: receipt)
        let routes: [Screen.Route] =
            switch model.phase {
            case .idle: [.cart(.cart), .cart(.checkout)]
            case .failed: [.cart(.cart), .cart(.browse)]
            case .loaded, .refreshing, .loading, .empty: [.cart(.orders), .cart(.browse)]
            }
        var screen = Screen(
            title: model.title,
            subtitle: model.subtitle,
            phase: model.phase,
            routes: routes,
            json: receipt.value.map(CartJSON.receipt)
        ) { order in
            CartText.sections(lines: order.lines, totals: order.totals)
        }
        screen.messages += [model.notice].compactMap { $0 }.map { Message(.info, $0) }
        return screen
    }

    /// The error's failure, said the cart's way where the cart knows better: an empty cart is no invalid
    /// input but a step left out.
    static func failure(_ error: DomainError) -> Failure {
        guard case .validation("cart", .empty) = error else { return Failure(error) }
        return Failure(error, message: "The cart is empty: add a product first.")
    }
}
