import CartDomain
import PresentationCore

/// The screen of the open cart: its lines, then subtotal, discount and total.
enum CartPresenter {
    static let title = "Cart"

    static func screen(for cart: Loadable<Cart>, request: CartFeature.State.Request) -> Screen {
        switch cart {
        case .idle:
            return Screen(title: title, routes: [.cart(.cart), .cart(.add)])
        case .loading, .refreshing:
            return Screen(title: title, status: .loading(label: loadingLabel(request)))
        case let .failed(error):
            return Screen(
                title: title,
                messages: [Screen.Message(.error, error.sentence)],
                routes: [.cart(.cart), .cart(.browse)],
                failure: Screen.Failure(error)
            )
        case let .loaded(cart):
            return loaded(cart)
        }
    }

    private static func loadingLabel(_ request: CartFeature.State.Request) -> String {
        switch request {
        case .show: return "Loading the cart…"
        case let .add(productID): return "Adding product \(productID)…"
        case let .set(productID): return "Changing product \(productID)…"
        case let .remove(productID): return "Removing product \(productID)…"
        }
    }

    private static func loaded(_ cart: Cart) -> Screen {
        var screen = Screen(title: title, json: CartJSON.cart(cart))
        if cart.isEmpty {
            screen.messages = [Screen.Message(.info, "The cart is empty: add a product to start.")]
            screen.routes = [.cart(.browse), .cart(.add), .cart(.orders)]
            return screen
        }
        screen.subtitle = CartText.items(cart.itemCount)
        screen.sections = [
            Screen.Section(content: .table(CartText.linesTable(cart.lines))),
            Screen.Section(
                content: .fields(CartText.totals(subtotal: cart.subtotal, discount: cart.discount, total: cart.total))
            ),
        ]
        screen.routes = [
            .cart(.add), .cart(.setQuantity), .cart(.remove), .cart(.checkout), .cart(.orders),
        ]
        return screen
    }
}
