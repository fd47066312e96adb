import CatalogDomain
import DomainCore

/// Puts a catalog product in the cart, or more of it when the cart already holds it.
public struct AddToCart: Sendable {
    private let getProductDetail: GetProductDetail
    private let repository: any CartRepository

    /// Products are looked up through the catalog's contract, so the cart works with any product source.
    public init(products: any ProductRepository, cart: any CartRepository) {
        getProductDetail = GetProductDetail(repository: products)
        repository = cart
    }

    /// Returns the cart after adding `quantity` (1...99) of the product, merged into its line if there is one
    /// and priced as the catalog prices it now. Fails with `.validation(field: "quantity", …)` for a quantity
    /// outside 1...99, `.validation(field: "quantity of product …", …)` when the line would hold more than 99
    /// or more than the stock, and `.notFound(entity: "product", …)` for an unknown id.
    public func callAsFunction(productID: Int, quantity: Int = 1) async throws(DomainError) -> Cart {
        try CartRules.checkQuantityToAdd(quantity)
        let product = try await getProductDetail(id: productID)
        return try await repository.updateCart { cart throws(DomainError) in
            try CartRules.checkCurrency(of: product, in: cart)
            let resulting = (cart.line(for: productID)?.quantity ?? 0) + quantity
            try CartRules.checkResultingQuantity(resulting, of: product)
            try cart.setLine(for: product, quantity: resulting)
            return cart
        }
    }
}
