import DomainCore
import Foundation

/// A product for sale, as every feature sees it: only what the catalog shows and what a cart needs.
///
/// Sources disagree on which fields they fill (old snapshots give only `id`, `title` and `price`), so
/// everything a screen can do without is optional; a missing discount is 0 and missing tags are empty.
///
/// What a cart and a receipt rely on holds for every product, whichever source made it: the id is 1 or more,
/// the title is not blank, the price is not negative and is rounded half-even to its currency's minor units
/// when the product is made (a source may send `1.115`; the app sells at `1.12`), the discount is within
/// 0-100 %, the rating within 0-5 and the stock not negative.
public struct Product: Hashable, Sendable, Identifiable {
    public let id: Int
    public let title: String
    public let description: String?
    /// The category's slug (`smartphones`); `ProductCategory` gives its display name.
    public let category: String
    /// The list price, before the discount, in whole minor units.
    public let price: Money
    /// The discount off `price`, in percent (12.5 means 12.5 %).
    public let discountPercentage: Decimal
    /// The average review rating, 0 to 5.
    public let rating: Decimal?
    /// Units in stock; nil when the source does not say.
    public let stock: Int?
    public let brand: String?
    public let tags: [String]
    /// The source's availability wording, such as "In Stock" or "Low Stock".
    public let availability: String?

    public init(
        id: Int,
        title: String,
        description: String? = nil,
        category: String,
        price: Money,
        discountPercentage: Decimal = 0,
        rating: Decimal? = nil,
        stock: Int? = nil,
        brand: String? = nil,
        tags: [String] = [],
        availability: String? = nil
    ) throws(DomainError) {
        guard id >= 1 else { throw .validation(field: "id", rule: .outOfRange(Decimal(id), minimum: 1, maximum: nil)) }
        guard !title.allSatisfy(\.isWhitespace) else { throw .validation(field: "title", rule: .empty) }
        guard price.amount >= 0 else {
            throw .validation(field: "price", rule: .outOfRange(price.amount, minimum: 0, maximum: nil))
        }
        guard (0...100).contains(discountPercentage) else {
            throw .validation(
                field: "discountPercentage", rule: .outOfRange(discountPercentage, minimum: 0, maximum: 100))
        }
        if let rating, !(0...5).contains(rating) {
            throw .validation(field: "rating", rule: .outOfRange(rating, minimum: 0, maximum: 5))
        }
        if let stock, stock < 0 {
            throw .validation(field: "stock", rule: .outOfRange(Decimal(stock), minimum: 0, maximum: nil))
        }
        self.id = id
        self.title = title
        self.description = description
        self.category = category
        self.price = price.rounded()
        self.discountPercentage = discountPercentage
        self.rating = rating
        self.stock = stock
        self.brand = brand
        self.tags = tags
        self.availability = availability
    }

    /// The category slug given to products whose source names none.
    public static let uncategorized = "uncategorized"
}
