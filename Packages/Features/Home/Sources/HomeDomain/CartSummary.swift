import CartDomain
import DomainCore

/// The cart tile: how many units the open cart holds and what they cost after discounts.
public struct CartSummary: Hashable, Sendable {
    /// Units across all lines: two phones and a lamp are 3 items.
    public var itemCount: Int
    /// What checking out would cost: subtotal minus the discounts.
    public var total: Money

    public init(itemCount: Int, total: Money) {
        self.itemCount = itemCount
        self.total = total
    }

    /// The summary of `cart`, with the cart's own totals.
    init(_ cart: Cart) {
        self.init(itemCount: cart.itemCount, total: cart.total)
    }
}
