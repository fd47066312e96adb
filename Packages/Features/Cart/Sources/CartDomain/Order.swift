import DomainCore
import Foundation

/// A receipt: the cart as it was checked out, with its totals frozen, so a later change of rules or
/// prices never changes what an order cost.
///
/// The frozen totals still obey arithmetic, which no rule change can alter: the lines are a valid cart (one
/// currency, each product once, at least one line), every total is in that currency and in whole minor units,
/// the subtotal is the sum of the line totals, the discount is between zero and the subtotal, and the total is
/// the subtotal minus the discount. So a stored receipt always adds up when it is printed.
public struct Order: Hashable, Sendable, Identifiable {
    public let id: UUID
    public let createdAt: Date
    public let lines: [CartLine]
    public let subtotal: Money
    public let discount: Money
    public let total: Money

    /// A receipt as stored, totals included; totals that do not add up are a validation error naming the total.
    public init(
        id: UUID, createdAt: Date, lines: [CartLine], subtotal: Money, discount: Money, total: Money
    ) throws(DomainError) {
        let cart = try Cart(lines: lines)
        guard !cart.isEmpty else { throw .validation(field: "lines", rule: .empty) }
        for (field, amount) in [("subtotal", subtotal), ("discount", discount), ("total", total)] {
            guard amount.currency == cart.currency else {
                throw .validation(field: field, rule: .currency(amount.currency, expected: cart.currency))
            }
            guard amount.isWholeMinorUnits else {
                throw .validation(field: field, rule: .precision(amount.currency))
            }
        }
        guard subtotal == cart.subtotal else {
            throw .validation(field: "subtotal", rule: .sum(stated: subtotal, computed: cart.subtotal))
        }
        guard discount.amount >= 0, discount.amount <= subtotal.amount else {
            throw .validation(
                field: "discount", rule: .outOfRange(discount.amount, minimum: 0, maximum: subtotal.amount))
        }
        guard total == subtotal - discount else {
            throw .validation(field: "total", rule: .sum(stated: total, computed: subtotal - discount))
        }
        self.id = id
        self.createdAt = createdAt
        self.lines = lines
        self.subtotal = subtotal
        self.discount = discount
        self.total = total
    }

    /// The receipt of `cart`, with the cart's totals; an empty cart is a validation error.
    public init(id: UUID, createdAt: Date, cart: Cart) throws(DomainError) {
        guard !cart.isEmpty else { throw .validation(field: "cart", rule: .empty) }
        try self.init(
            id: id, createdAt: createdAt, lines: cart.lines, subtotal: cart.subtotal, discount: cart.discount,
            total: cart.total)
    }

    /// The currency of the receipt's amounts.
    public var currency: Currency { total.currency }

    /// The number of units ordered.
    public var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
}
