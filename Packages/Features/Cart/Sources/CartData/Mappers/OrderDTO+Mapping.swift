import CartDomain
import DataCore
import DomainCore

extension OrderDTO {
    /// The DTO of a receipt, its totals written as they were computed at checkout.
    init(_ order: Order) {
        self.init(
            id: order.id, createdAt: TimestampString(order.createdAt), lines: order.lines.map(CartLineDTO.init),
            subtotal: DecimalString(order.subtotal.amount), discount: DecimalString(order.discount.amount),
            total: DecimalString(order.total.amount), currency: order.currency.code)
    }

    /// The entity, with the stored totals (never recomputed, only checked to add up); `position` counts the
    /// orders from 1, to name this one in a violation.
    func toDomain(position: Int) throws(RuleViolation) -> Order {
        let orderID = id.uuidString.lowercased()
        let lines = try CartLineDTO.toDomain(lines, ofOrder: orderID)
        return try RuleViolation.checking(DomainError.Record("order", position: position, id: orderID)) {
            () throws(DomainError) in
            let currency = try Currency(code: currency)
            return try Order(
                id: id, createdAt: createdAt.date, lines: lines, subtotal: Money(subtotal.value, currency),
                discount: Money(discount.value, currency), total: Money(total.value, currency))
        }
    }

    /// The entities of `orders`, oldest first, each id once.
    static func toDomain(_ orders: [OrderDTO]) throws(RuleViolation) -> [Order] {
        var result: [Order] = []
        for (index, order) in orders.enumerated() {
            result.append(try order.toDomain(position: index + 1))
        }
        try RuleViolation.checking(nil) { () throws(DomainError) in
            try result.requireUniqueKeys(\.id, field: "id", of: "order", shown: { $0.id.uuidString.lowercased() })
        }
        return result
    }
}
