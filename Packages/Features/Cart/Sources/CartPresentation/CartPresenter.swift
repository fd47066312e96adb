import CartDomain
import PresentationCore

/// Turns the open cart's state into its view model, and that into the terminal UI's screen.
public enum CartPresenter {
    public typealias Request = CartFeature.State.Request

    /// The open cart as `cart` stands, loading for `request`.
    public static func viewModel(for cart: Loadable<Cart>, request: Request) -> CartViewModel {
        CartViewModel(
            title: "Cart",
            subtitle: subtitle(cart),
            phase: Phase(cart, loading: loadingLabel(request)) { cart in
                guard !cart.isEmpty else { return .empty("The cart is empty: add a product to start.") }
                return .loaded(
                    CartViewModel.Contents(
                        lines: cart.lines.map(CartText.line),
                        totals: CartText.totals(subtotal: cart.subtotal, discount: cart.discount, total: cart.total)
                    ))
            }
        )
    }

    static func screen(for cart: Loadable<Cart>, request: Request) -> Screen {
        let model = viewModel(for: cart, request: request)
        return Screen(
            title: model.title,
            subtitle: model.subtitle,
            phase: model.phase,
            routes: routes(model.phase),
            json: cart.value.map(CartJSON.cart)
        ) { contents in
            CartText.sections(lines: contents.lines, totals: contents.totals)
        }
    }

    /// "3 items", once a cart with lines is loaded.
    private static func subtitle(_ cart: Loadable<Cart>) -> String? {
        guard case let .loaded(cart) = cart, !cart.isEmpty else { return nil }
        return CartText.items(cart.itemCount)
    }

    private static func loadingLabel(_ request: Request) -> String {
        switch request {
        case .show: return "Loading the cart…"
        case let .add(productID): return "Adding product \(productID)…"
        case let .set(productID): return "Changing product \(productID)…"
        case let .remove(productID): return "Removing product \(productID)…"
        }
    }

    private static func routes(_ phase: Phase<CartViewModel.Contents>) -> [Screen.Route] {
        switch phase {
        case .idle: [.cart(.cart), .cart(.add)]
        case .failed: [.cart(.cart), .cart(.browse)]
        case .empty: [.cart(.browse), .cart(.add), .cart(.orders)]
        case .loaded, .refreshing, .loading:
            [.cart(.add), .cart(.setQuantity), .cart(.remove), .cart(.checkout), .cart(.orders)]
        }
    }
}
