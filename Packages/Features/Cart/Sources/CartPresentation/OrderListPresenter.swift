import CartDomain
import PresentationCore

/// The screen of past orders, newest first, one row per receipt.
enum OrderListPresenter {
    static let title = "Orders"

    static func screen(for orders: Loadable<[Order]>) -> Screen {
        switch orders {
        case .idle:
            return Screen(title: title, routes: [.cart(.orders)])
        case .loading, .refreshing:
            return Screen(title: title, status: .loading(label: "Loading orders…"))
        case let .failed(error):
            return Screen(
                title: title,
                messages: [Screen.Message(.error, error.sentence)],
                routes: [.cart(.cart)],
                failure: Screen.Failure(error)
            )
        case let .loaded(orders):
            return loaded(orders)
        }
    }

    private static func loaded(_ orders: [Order]) -> Screen {
        var screen = Screen(
            title: title, routes: [.cart(.cart), .cart(.browse)], json: CartJSON.orders(orders))
        if orders.isEmpty {
            screen.messages = [Screen.Message(.info, "No orders yet: checking out turns the cart into one.")]
            return screen
        }
        screen.subtitle = orders.count == 1 ? "1 order" : "\(orders.count) orders"
        let table = Screen.Table(
            columns: [
                Screen.Column("Order"),
                Screen.Column("Placed"),
                Screen.Column("Items", alignment: .trailing),
                Screen.Column("Total", alignment: .trailing),
            ],
            rows: orders.map { order in
                Screen.Row([
                    CartText.shortID(order), DateText.minute(order.createdAt), String(order.itemCount),
                    CartText.money(order.total),
                ])
            }
        )
        screen.sections = [Screen.Section(content: .table(table))]
        return screen
    }
}
