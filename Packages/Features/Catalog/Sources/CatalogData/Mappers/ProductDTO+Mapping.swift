import CatalogDomain
import DataCore
import DomainCore

extension ProductDTO {
    /// The entity. Absent fields get the neutral value a screen can show: no category becomes
    /// `Product.uncategorized`, no discount 0, no tags an empty list, and a blank brand no brand. A value the
    /// entity refuses (a negative price, a discount of 150 %) is a violation naming the product.
    func toDomain() throws(RuleViolation) -> Product {
        try RuleViolation.checking("product \(id)") { () throws(DomainError) in try entity() }
    }

    private func entity() throws(DomainError) -> Product {
        try Product(
            id: id,
            title: title,
            description: description,
            category: category.flatMap(Self.nonBlank) ?? Product.uncategorized,
            price: Money(price, .usd),
            discountPercentage: discountPercentage ?? 0,
            rating: rating,
            stock: stock,
            brand: brand.flatMap(Self.nonBlank),
            tags: tags ?? [],
            availability: availabilityStatus.flatMap(Self.nonBlank)
        )
    }

    private static func nonBlank(_ text: String) -> String? {
        text.allSatisfy(\.isWhitespace) ? nil : text
    }
}
