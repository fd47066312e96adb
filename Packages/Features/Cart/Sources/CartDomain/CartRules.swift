import CatalogDomain
import DomainCore
import Foundation

/// The cart's rules, each failing with a validation error whose sentence says what to do. The App maps
/// validation errors to exit code 65.
enum CartRules {
    /// A quantity to add: 1...99.
    static func checkQuantityToAdd(_ quantity: Int) throws(DomainError) {
        guard CartLine.quantityLimits.contains(quantity) else {
            throw .validation(field: "quantity", rule: .outOfRange(Decimal(quantity), minimum: 1, maximum: 99))
        }
    }

    /// A quantity to set: 0...99, where 0 removes the line.
    static func checkQuantityToSet(_ quantity: Int) throws(DomainError) {
        guard quantity == 0 || CartLine.quantityLimits.contains(quantity) else {
            throw .validation(field: "quantity", rule: .outOfRange(Decimal(quantity), minimum: 0, maximum: 99))
        }
    }

    /// The quantity a line would hold after a change: at most 99, and no more than the product's stock
    /// when the catalog knows it.
    static func checkResultingQuantity(_ quantity: Int, of product: Product) throws(DomainError) {
        let record = DomainError.Record("cartProduct", id: String(product.id))
        if let stock = product.stock, quantity > stock {
            throw .validation(field: "quantity", rule: .stock(available: stock, needed: quantity), record: record)
        }
        guard quantity <= CartLine.quantityLimits.upperBound else {
            throw .validation(
                field: "quantity", rule: .outOfRange(Decimal(quantity), minimum: nil, maximum: 99), record: record)
        }
    }

    /// A product must be priced in the cart's currency, so its totals can be added up.
    static func checkCurrency(of product: Product, in cart: Cart) throws(DomainError) {
        guard cart.isEmpty || product.price.currency == cart.currency else {
            throw .validation(
                field: "currency", rule: .currency(product.price.currency, expected: cart.currency),
                record: DomainError.Record("cartProduct", id: String(product.id)))
        }
    }

    /// The error for a product the cart does not hold.
    static func notInCart(_ productID: Int) -> DomainError {
        .notFound(entity: "cartProduct", id: String(productID))
    }
}
