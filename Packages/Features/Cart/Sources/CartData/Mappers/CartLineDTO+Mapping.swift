import CartDomain
import DomainCore

extension CartLineDTO {
    /// The DTO of a line, its amounts written exactly.
    init(_ line: CartLine) {
        self.init(
            productId: line.productID, title: line.title, unitPrice: DecimalString(line.unitPrice.amount),
            currency: line.unitPrice.currency.code, discountPercentage: DecimalString(line.discountPercentage),
            quantity: line.quantity)
    }

    /// The entity.
    func toDomain() -> CartLine {
        CartLine(
            productID: productId, title: title, unitPrice: Money(unitPrice.value, Currency(code: currency)),
            discountPercentage: discountPercentage.value, quantity: quantity)
    }
}
