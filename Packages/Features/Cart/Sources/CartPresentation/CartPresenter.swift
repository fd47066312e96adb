import CartDomain
import PresentationCore

/// Turns the open cart's state into its view model, and that into the terminal UI's screen.
public enum CartPresenter {
    public typealias Request = CartFeature.State.Request

    /// The open cart as `cart` stands, loading for `request`, in `language`.
    public static func viewModel(for cart: Loadable<Cart>, request: Request, in language: Language) -> CartViewModel {
        let text = CartText(language)
        let words = text.words
        return CartViewModel(
            title: words("cart.title"),
            subtitle: subtitle(cart, text),
            phase: Phase(cart, loading: loadingLabel(request, words), naming: text.words) { cart in
                guard !cart.isEmpty else { return .empty(words("cart.empty")) }
                return .loaded(
                    CartViewModel.Contents(
                        lines: cart.lines.map(text.line),
                        totals: text.totals(subtotal: cart.subtotal, discount: cart.discount, total: cart.total)
                    ))
            },
            checkoutLabel: words("cart.checkout"),
            ordersLabel: words("cart.orders"),
            removeLabel: words("cart.remove")
        )
    }

    static func screen(for cart: Loadable<Cart>, request: Request, in language: Language) -> Screen {
        let model = viewModel(for: cart, request: request, in: language)
        return Screen(
            title: model.title,
            subtitle: model.subtitle,
            phase: model.phase,
            routes: routes(model.phase),
            json: cart.value.map(CartJSON.cart)
        ) { contents in
            CartText(language).sections(lines: contents.lines, totals: contents.totals)
        }
    }

    /// "3 items", once a cart with lines is loaded.
    private static func subtitle(_ cart: Loadable<Cart>, _ text: CartText) -> String? {
        guard case let .loaded(cart) = cart, !cart.isEmpty else { return nil }
        return text.items(cart.itemCount)
    }

    private static func loadingLabel(_ request: Request, _ words: Words) -> String {
        switch request {
        case .show: return words("cart.loading")
        case let .add(productID): return words("cart.adding", String(productID))
        case let .set(productID): return words("cart.changing", String(productID))
        case let .remove(productID): return words("cart.removing", String(productID))
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
