import CartDomain
import DataCore
import DomainCore

extension CartDTO {
    /// The DTO of the open cart.
    init(_ cart: Cart) {
        self.init(lines: cart.lines.map(CartLineDTO.init))
    }

    /// The entity; its totals are derived from the lines. A line or a cart the entities refuse (a second
    /// currency, a product twice) is a violation naming the line.
    func toDomain() throws(RuleViolation) -> Cart {
        let lines = try CartLineDTO.toDomain(lines)
        return try RuleViolation.checking(nil) { () throws(DomainError) in try Cart(lines: lines) }
    }
}
