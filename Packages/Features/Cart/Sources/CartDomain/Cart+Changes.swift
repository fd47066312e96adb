import CatalogDomain
import DomainCore

extension Cart {
    /// Sets the line of `product` to `quantity`, priced as the product is now; a new line goes last.
    mutating func setLine(for product: Product, quantity: Int) throws(DomainError) {
        try setLine(
            CartLine(
                productID: product.id, title: product.title, unitPrice: product.price,
                discountPercentage: product.discountPercentage, quantity: quantity))
    }
}
