import CatalogDomain
import DomainCore

/// The cart's rules, each failing with a validation error whose sentence says what to do. The App maps
/// validation errors to exit code 65.
enum CartRules {
    /// A quantity to add: 1...99.
    static func checkQuantityToAdd(_ quantity: Int) throws(DomainError) {
        guard CartLine.quantityLimits.contains(quantity) else {
            throw .validation(field: "quantity", reason: "must be between 1 and 99, got \(quantity)")
        }
    }

    /// A quantity to set: 0...99, where 0 removes the line.
    static func checkQuantityToSet(_ quantity: Int) throws(DomainError) {
        guard quantity == 0 || CartLine.quantityLimits.contains(quantity) else {
            throw .validation(
                field: "quantity", reason: "must be between 0 and 99 (0 removes the line), got \(quantity)")
        }
    }

    /// The quantity a line would hold after a change: at most 99, and no more than the product's stock
    /// when the catalog knows it.
    static func checkResultingQuantity(_ quantity: Int, of product: Product) throws(DomainError) {
        let name = "product \(product.id) (\(product.title))"
        if let stock = product.stock, quantity > stock {
            let reason =
                stock <= 0
                ? "\(name) is out of stock"
                : "only \(stock) of \(name) in stock, and the cart would hold \(quantity)"
            throw .validation(field: "quantity", reason: reason)
        }
        guard quantity <= CartLine.quantityLimits.upperBound else {
            throw .validation(
                field: "quantity", reason: "a line holds at most 99, and the cart would hold \(quantity) of \(name)")
        }
    }

    /// A product must be priced in the cart's currency, so its totals can be added up.
    static func checkCurrency(of product: Product, in cart: Cart) throws(DomainError) {
        guard cart.isEmpty || product.price.currency == cart.currency else {
            throw .validation(
                field: "product",
                reason: "product \(product.id) is priced in \(product.price.currency), the cart in \(cart.currency)")
        }
    }

    /// The error for a product the cart does not hold.
    static func notInCart(_ productID: Int) -> DomainError {
        .notFound(entity: "product in the cart", id: String(productID))
    }
}
