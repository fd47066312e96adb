import DomainCore

/// The open cart: its lines in the order products were first added, and the totals derived from them.
///
/// Totals are computed, never stored, so they always agree with the lines: subtotal is the sum of the
/// line totals, discount the sum of the per-line discounts (each rounded half-even to cents), and total is
/// subtotal minus discount. Every figure is a whole number of cents (each line's unit price is), so the
/// printed line totals add up to the printed subtotal, and subtotal minus discount is the printed total.
///
/// A cart holds one currency and one line per product; `init(lines:)` refuses anything else, and the only
/// changes are `setLine` and `removeLine`, which keep both rules.
public struct Cart: Hashable, Sendable {
    public private(set) var lines: [CartLine]

    /// An empty cart.
    public init() {
        lines = []
    }

    /// A cart of `lines`: all in one currency, each product once, or a validation error naming the line.
    public init(lines: [CartLine]) throws(DomainError) {
        for (index, line) in lines.enumerated() {
            if let first = lines.first, line.unitPrice.currency != first.unitPrice.currency {
                throw .validation(
                    field: "currency", rule: .currency(line.unitPrice.currency, expected: first.unitPrice.currency),
                    record: DomainError.Record("line", position: index + 1))
            }
        }
        try lines.requireUniqueKeys(\.productID, field: "productId", of: "line", shown: { String($0.productID) })
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

    /// Puts `line` in place of the line of its product, or last when the cart has none; a line in another
    /// currency than the cart's is a validation error.
    public mutating func setLine(_ line: CartLine) throws(DomainError) {
        if let index = lines.firstIndex(where: { $0.productID == line.productID }) {
            guard lines.count == 1 || line.unitPrice.currency == currency else {
                throw Self.currencyMismatch(line, cart: currency)
            }
            lines[index] = line
        } else {
            guard isEmpty || line.unitPrice.currency == currency else {
                throw Self.currencyMismatch(line, cart: currency)
            }
            lines.append(line)
        }
    }

    /// Removes the line of `productID`; false when there was none.
    public mutating func removeLine(for productID: Int) -> Bool {
        guard let index = lines.firstIndex(where: { $0.productID == productID }) else { return false }
        lines.remove(at: index)
        return true
    }

    private static func currencyMismatch(_ line: CartLine, cart currency: Currency) -> DomainError {
        .validation(
            field: "currency", rule: .currency(line.unitPrice.currency, expected: currency),
            record: DomainError.Record("cartProduct", id: String(line.productID)))
    }
}
