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

    /// The entity; a value it refuses is a violation at `place` ("line 2 of the cart").
    func toDomain(at place: String) throws(RuleViolation) -> CartLine {
        try RuleViolation.checking(place) { () throws(DomainError) in
            try CartLine(
                productID: productId.value, title: title,
                unitPrice: Money(unitPrice.value, try Currency(code: currency)),
                discountPercentage: discountPercentage.value, quantity: quantity.value)
        }
    }

    /// The entities of `lines`, each refusal naming its line of `owner` ("the cart", "order 2").
    static func toDomain(_ lines: [CartLineDTO], of owner: String) throws(RuleViolation) -> [CartLine] {
        var result: [CartLine] = []
        for (index, line) in lines.enumerated() {
            result.append(try line.toDomain(at: "line \(index + 1) of \(owner)"))
        }
        return result
    }
}
