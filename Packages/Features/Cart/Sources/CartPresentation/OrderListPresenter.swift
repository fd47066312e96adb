import CartDomain
import PresentationCore

/// Turns the past orders' state into their view model, and that into the terminal UI's screen: newest first,
/// one row per receipt.
public enum OrderListPresenter {
    /// The past orders as `orders` stands.
    public static func viewModel(for orders: Loadable<[Order]>) -> OrderListViewModel {
        OrderListViewModel(
            title: "Orders",
            subtitle: orders.value.flatMap { $0.isEmpty ? nil : $0.count == 1 ? "1 order" : "\($0.count) orders" },
            phase: Phase(orders, loading: "Loading orders…") { orders in
                orders.isEmpty
                    ? .empty("No orders yet: checking out turns the cart into one.")
                    : .loaded(orders.map(CartText.order))
            }
        )
    }

    static func screen(for orders: Loadable<[Order]>) -> Screen {
        let model = viewModel(for: orders)
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
                    Screen.Column("Order"),
                    Screen.Column("Placed"),
                    Screen.Column("Items", alignment: .trailing),
                    Screen.Column("Total", alignment: .trailing),
                ],
                rows: orders.map { Screen.Row([$0.shortID, $0.placed, $0.itemCount, $0.total]) }
            )
            return [Screen.Section(content: .table(table))]
        }
    }
}
