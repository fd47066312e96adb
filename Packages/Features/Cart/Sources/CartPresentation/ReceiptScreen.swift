import CartDomain
import PresentationCore

/// The screen of a checkout: the receipt of the order just placed.
enum ReceiptScreen {
    static let title = "Checkout"

    static func screen(for receipt: Loadable<Order>) -> Screen {
        switch receipt {
        case .idle:
            return Screen(title: title, routes: [.cart(.cart), .cart(.checkout)])
        case .loading:
            return Screen(title: title, status: .loading(label: "Placing the order…"))
        case let .failed(error):
            return Screen(
                title: title,
                messages: [Screen.Message(.error, error.description)],
                routes: [.cart(.cart), .cart(.browse)],
                failure: Screen.Failure(error)
            )
        case let .loaded(order):
            return loaded(order)
        }
    }

    private static func loaded(_ order: Order) -> Screen {
        Screen(
            title: "Order placed",
            subtitle: "Order \(order.id.uuidString.lowercased()) · \(CartText.date(order.createdAt))",
            sections: [
                Screen.Section(content: .table(CartText.linesTable(order.lines))),
                Screen.Section(
                    content: .fields(
                        CartText.totals(subtotal: order.subtotal, discount: order.discount, total: order.total))
                ),
            ],
            messages: [Screen.Message(.info, "The cart is empty again; the orders list every receipt.")],
            routes: [.cart(.orders), .cart(.browse)],
            json: CartJSON.receipt(order)
        )
    }
}
