import CatalogDomain
import DataCore
import DomainCore

extension ProductDTO {
    /// The entity. Absent fields get the neutral value a screen can show: no category becomes
    /// `Product.uncategorized`, no discount 0, no tags an empty list, and a blank brand no brand. A value the
    /// entity refuses (a negative price, a discount of 150 %) is a violation naming the product: by its
    /// place in a list (from 1) and its id, or by its id alone.
    func toDomain(position: Int? = nil) throws(RuleViolation) -> Product {
        let id = String(id.value)
        let record =
            position.map { DomainError.Record("listedProduct", position: $0, id: id) }
            ?? DomainError.Record("productWithID", id: id)
        return try RuleViolation.checking(record) { () throws(DomainError) in try entity() }
    }

    private func entity() throws(DomainError) -> Product {
        try Product(
            id: id.value,
            title: title,
            description: description,
            category: category.flatMap(Self.nonBlank) ?? Product.uncategorized,
            price: Money(price.value, .usd),
            discountPercentage: discountPercentage?.value ?? 0,
            rating: rating?.value,
            stock: stock?.value,
            brand: brand.flatMap(Self.nonBlank),
            tags: tags ?? [],
            availability: availabilityStatus.flatMap(Self.nonBlank)
        )
    }

    private static func nonBlank(_ text: String) -> String? {
        text.allSatisfy(\.isWhitespace) ? nil : text
    }
}
