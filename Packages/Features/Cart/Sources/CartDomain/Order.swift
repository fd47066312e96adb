import DomainCore
import Foundation

/// A receipt: the cart as it was checked out, with its totals frozen, so a later change of rules or
/// prices never changes what an order cost.
public struct Order: Hashable, Sendable, Identifiable {
    public let id: UUID
    public let createdAt: Date
    public let lines: [CartLine]
    public let subtotal: Money
    public let discount: Money
    public let total: Money

    /// A receipt as stored, totals included.
    public init(id: UUID, createdAt: Date, lines: [CartLine], subtotal: Money, discount: Money, total: Money) {
        self.id = id
        self.createdAt = createdAt
        self.lines = lines
        self.subtotal = subtotal
        self.discount = discount
        self.total = total
    }

    /// The receipt of `cart`, with the cart's totals.
    public init(id: UUID, createdAt: Date, cart: Cart) {
        self.init(
            id: id, createdAt: createdAt, lines: cart.lines, subtotal: cart.subtotal, discount: cart.discount,
            total: cart.total)
    }

    /// The currency of the receipt's amounts.
    public var currency: Currency { total.currency }

    /// The number of units ordered.
    public var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
}
