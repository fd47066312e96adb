import CartDomain
import DomainCore
import PresentationCore

/// The screen of a checkout: the receipt of the order just placed.
enum ReceiptPresenter {
    static let title = "Checkout"

    static func screen(for receipt: Loadable<Order>) -> Screen {
        switch receipt {
        case .idle:
            return Screen(title: title, routes: [.cart(.cart), .cart(.checkout)])
        case .loading, .refreshing:
            return Screen(title: title, status: .loading(label: "Placing the order…"))
        case let .failed(error):
            let failure = Screen.Failure(error, message: sentence(for: error))
            return Screen(
                title: title,
                messages: [Screen.Message(.error, failure.message)],
                routes: [.cart(.cart), .cart(.browse)],
                failure: failure
            )
        case let .loaded(order):
            return loaded(order)
        }
    }

    /// The error's sentence, said the cart's way where the cart knows better: an empty cart is no invalid
    /// input but a step left out.
    static func sentence(for error: DomainError) -> String {
        guard case .validation("cart", .empty) = error else { return error.sentence }
        return "The cart is empty: add a product first."
    }

    private static func loaded(_ order: Order) -> Screen {
        Screen(
            title: "Order placed",
            subtitle: "Order \(order.id.uuidString.lowercased()) · \(DateText.minute(order.createdAt))",
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
