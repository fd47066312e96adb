import CatalogDomain
import DomainCore

extension ProductDTO {
    /// The entity. Absent fields get the neutral value a screen can show: no category becomes
    /// `Product.uncategorized`, no discount 0, no tags an empty list, and a blank brand no brand.
    func toDomain() -> Product {
        Product(
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
