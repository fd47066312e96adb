import CartDomain
import TodosDomain

/// Everything the app persists, as entities: what `app data export` writes and `app data import` replaces,
/// whichever store holds it.
package struct StoredData: Equatable, Sendable {
    package var todos: [Todo]
    package var cart: Cart
    package var orders: [Order]

    package init(todos: [Todo], cart: Cart, orders: [Order]) {
        self.todos = todos
        self.cart = cart
        self.orders = orders
    }
}
