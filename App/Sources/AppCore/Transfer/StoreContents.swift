import CartDomain
import TodosDomain

/// Everything the app persists, as entities: what `app data export` writes and `app data import` replaces,
/// whichever store holds it.
package struct StoreContents: Equatable, Sendable {
    package var todos: [Todo]
    package var cart: Cart
    package var orders: [Order]

    package init(todos: [Todo], cart: Cart, orders: [Order]) {
        self.todos = todos
        self.cart = cart
        self.orders = orders
    }

    /// "3 todos, 1 cart line and 2 orders".
    var summary: String {
        EnglishList.and([
            Self.count(todos.count, "todo"), Self.count(cart.lines.count, "cart line"),
            Self.count(orders.count, "order"),
        ])
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
