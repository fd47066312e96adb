import CatalogDomain
import DomainCore

/// Changes how many of a product the cart holds; 0 removes its line.
public struct SetQuantity: Sendable {
    private let getProductDetail: GetProductDetail
    private let repository: any CartRepository

    public init(products: any ProductRepository, cart: any CartRepository) {
        getProductDetail = GetProductDetail(repository: products)
        repository = cart
    }

    /// Returns the cart with the product's line set to `quantity` (0...99; 0 removes it), re-priced as the
    /// catalog prices it now. A product the cart does not hold is `.notFound(entity: "cartProduct", …)`;
    /// a quantity above the stock is a validation error.
    public func callAsFunction(productID: Int, quantity: Int) async throws(DomainError) -> Cart {
        try CartRules.checkQuantityToSet(quantity)
        guard quantity > 0 else {
            return try await RemoveFromCart(cart: repository)(productID: productID)
        }
        let product = try await getProductDetail(id: productID)
        return try await repository.updateCart { cart throws(DomainError) in
            guard cart.line(for: productID) != nil else { throw CartRules.notInCart(productID) }
            try CartRules.checkResultingQuantity(quantity, of: product)
            try cart.setLine(for: product, quantity: quantity)
            return cart
        }
    }
}
