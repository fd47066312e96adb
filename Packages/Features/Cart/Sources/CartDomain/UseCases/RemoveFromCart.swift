import DomainCore

/// Takes a product's line out of the cart.
public struct RemoveFromCart: Sendable {
    private let repository: any CartRepository

    public init(cart: any CartRepository) {
        repository = cart
    }

    /// Returns the cart without the product's line. It needs no catalog, so a product that has left the
    /// catalog can still be removed; one the cart does not hold is `.notFound(entity: "cartProduct", …)`.
    public func callAsFunction(productID: Int) async throws(DomainError) -> Cart {
        try await repository.updateCart { cart throws(DomainError) in
            guard cart.removeLine(for: productID) else { throw CartRules.notInCart(productID) }
            return cart
        }
    }
}
