import CartDomain
import DataCore
import DomainCore

extension CartLineDTO {
    /// The DTO of a line, its amounts written exactly.
    init(_ line: CartLine) {
        self.init(
            productId: JSONNumber(line.productID), title: line.title, unitPrice: DecimalString(line.unitPrice.amount),
            currency: line.unitPrice.currency.code, discountPercentage: DecimalString(line.discountPercentage),
            quantity: JSONNumber(line.quantity))
    }

    /// The entity; a value it refuses is a violation of `record` (line 2 of the cart).
    func toDomain(as record: DomainError.Record) throws(RuleViolation) -> CartLine {
        try RuleViolation.checking(record) { () throws(DomainError) in
            try CartLine(
                productID: productId.value, title: title,
                unitPrice: Money(unitPrice.value, try Currency(code: currency)),
                discountPercentage: discountPercentage.value, quantity: quantity.value)
        }
    }

    /// The entities of `lines`, each refusal naming its line: of the cart, or of the order with `orderID`.
    static func toDomain(_ lines: [CartLineDTO], ofOrder orderID: String? = nil) throws(RuleViolation) -> [CartLine] {
        var result: [CartLine] = []
        for (index, line) in lines.enumerated() {
            let record = DomainError.Record(orderID == nil ? "line" : "orderLine", position: index + 1, id: orderID)
            result.append(try line.toDomain(as: record))
        }
        return result
    }
}
