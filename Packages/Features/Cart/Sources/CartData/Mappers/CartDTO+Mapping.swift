import CartDomain

extension CartDTO {
    /// The DTO of the open cart.
    init(_ cart: Cart) {
        self.init(lines: cart.lines.map(CartLineDTO.init))
    }

    /// The entity; its totals are derived from the lines.
    func toDomain() -> Cart {
        Cart(lines: lines.map { $0.toDomain() })
    }
}
