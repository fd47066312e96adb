import CartDomain
import DomainCore
import PresentationCore

/// Turns a checkout's state into its view model, and that into the terminal UI's screen: the receipt of the
/// order just placed.
public enum ReceiptPresenter {
    /// The checkout as `receipt` stands: placing the order, its receipt, or why it failed; in `language`.
    public static func viewModel(for receipt: Loadable<Order>, in language: Language) -> ReceiptViewModel {
        let text = CartText(language)
        let words = text.words
        let order = receipt.value.map(text.order)
        return ReceiptViewModel(
            title: order == nil ? words("cart.checkout.title") : words("cart.placed.title"),
            subtitle: order.map { words("cart.placed.subtitle", $0.id, $0.placed) },
            phase: Phase(receipt, loading: words("cart.placing"), failure: { failure($0, text) }) {
                .loaded(text.order($0))
            },
            notice: order.map { _ in words("cart.placed.notice") }
        )
    }

    static func screen(for receipt: Loadable<Order>, in language: Language) -> Screen {
        let model = viewModel(for: receipt, in: language)
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
            CartText(language).sections(lines: order.lines, totals: order.totals)
        }
        screen.messages += [model.notice].compactMap { $0 }.map { Message(.info, $0) }
        return screen
    }

    /// The error's failure, said the cart's way where the cart knows better: an empty cart is no invalid
    /// input but a step left out.
    private static func failure(_ error: DomainError, _ text: CartText) -> Failure {
        guard case .validation("cart", .empty, nil) = error else { return Failure(error, naming: text.words) }
        return Failure(error, message: text.words("cart.checkout.empty"))
    }
}
