import DomainCore

/// The open cart: its lines in the order products were first added, and the totals derived from them.
///
/// Totals are computed, never stored, so they always agree with the lines: subtotal is the sum of the
/// exact line totals, discount the sum of the per-line discounts (each rounded half-even to cents), and
/// total is subtotal minus discount.
public struct Cart: Hashable, Sendable {
    public var lines: [CartLine]

    public init(lines: [CartLine] = []) {
        self.lines = lines
    }

    /// The currency of the cart's prices; US dollars while it is empty.
    public var currency: Currency { lines.first?.unitPrice.currency ?? .usd }

    /// The sum of the line totals, before discounts.
    public var subtotal: Money { lines.reduce(.zero(currency)) { $0 + $1.lineTotal } }

    /// The sum of the per-line discounts.
    public var discount: Money { lines.reduce(.zero(currency)) { $0 + $1.discount } }

    /// What the order costs: subtotal minus discount.
    public var total: Money { subtotal - discount }

    /// The number of units across all lines (two phones and a lamp are 3 items).
    public var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }

    public var isEmpty: Bool { lines.isEmpty }

    /// The line holding this product, if the cart has one.
    public func line(for productID: Int) -> CartLine? {
        lines.first { $0.productID == productID }
    }
}
