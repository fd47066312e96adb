import CatalogDomain
import DomainCore

extension Cart {
    /// Sets the line of `product` to `quantity`, priced as the product is now; a new line goes last.
    mutating func setLine(for product: Product, quantity: Int) {
        let line = CartLine(
            productID: product.id, title: product.title, unitPrice: product.price,
            discountPercentage: product.discountPercentage, quantity: quantity)
        if let index = lines.firstIndex(where: { $0.productID == product.id }) {
            lines[index] = line
        } else {
            lines.append(line)
        }
    }

    /// Removes the line of `productID`; false when there was none.
    mutating func removeLine(for productID: Int) -> Bool {
        guard let index = lines.firstIndex(where: { $0.productID == productID }) else { return false }
        lines.remove(at: index)
        return true
    }
}
