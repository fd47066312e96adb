import CartDomain
import DomainCore

extension OrderDTO {
    /// The DTO of a receipt, its totals written as they were computed at checkout.
    init(_ order: Order) {
        self.init(
            id: order.id, createdAt: TimestampString(order.createdAt), lines: order.lines.map(CartLineDTO.init),
            subtotal: DecimalString(order.subtotal.amount), discount: DecimalString(order.discount.amount),
            total: DecimalString(order.total.amount), currency: order.currency.code)
    }

    /// The entity, with the stored totals (never recomputed).
    func toDomain() -> Order {
        let currency = Currency(code: currency)
        return Order(
            id: id, createdAt: createdAt.date, lines: lines.map { $0.toDomain() },
            subtotal: Money(subtotal.value, currency), discount: Money(discount.value, currency),
            total: Money(total.value, currency))
    }
}
