import CartDomain
import PresentationCore

/// Turns the past orders' state into their view model, and that into the terminal UI's screen: newest first,
/// one row per receipt.
public enum OrderListPresenter {
    /// The past orders as `orders` stands, in `language`.
    public static func viewModel(for orders: Loadable<[Order]>, in language: Language) -> OrderListViewModel {
        let text = CartText(language)
        let words = text.words
        return OrderListViewModel(
            title: words("cart.orders.title"),
            subtitle: orders.value.flatMap { $0.isEmpty ? nil : words.count("cart.orderCount", $0.count) },
            phase: Phase(orders, loading: words("cart.orders.loading"), naming: text.words) { orders in
                orders.isEmpty ? .empty(words("cart.orders.empty")) : .loaded(orders.map(text.order))
            }
        )
    }

    static func screen(for orders: Loadable<[Order]>, in language: Language) -> Screen {
        let words = strings[language]
        let model = viewModel(for: orders, in: language)
        let routes: [Screen.Route] =
            switch model.phase {
            case .idle: [.cart(.orders)]
            case .failed: [.cart(.cart)]
            case .loaded, .refreshing, .loading, .empty: [.cart(.cart), .cart(.browse)]
            }
        return Screen(
            title: model.title,
            subtitle: model.subtitle,
            phase: model.phase,
            routes: routes,
            json: orders.value.map(CartJSON.orders)
        ) { orders in
            let table = Screen.Table(
                columns: [
                    Screen.Column(words("cart.column.order")),
                    Screen.Column(words("cart.column.placed")),
                    Screen.Column(words("cart.column.items"), alignment: .trailing),
                    Screen.Column(words("cart.column.total"), alignment: .trailing),
                ],
                rows: orders.map { Screen.Row([$0.shortID, $0.placed, $0.itemCount, $0.total]) }
            )
            return [Screen.Section(content: .table(table))]
        }
    }
}
