import DomainCore
import Foundation

/// A product for sale, as every feature sees it: only what the catalog shows and what a cart needs.
///
/// Sources disagree on which fields they fill (old snapshots give only `id`, `title` and `price`), so
/// everything a screen can do without is optional; a missing discount is 0 and missing tags are empty.
public struct Product: Hashable, Sendable, Identifiable {
    public let id: Int
    public var title: String
    public var description: String?
    /// The category's slug (`smartphones`); `ProductCategory` gives its display name.
    public var category: String
    /// The list price, before the discount.
    public var price: Money
    /// The discount off `price`, in percent (12.5 means 12.5 %).
    public var discountPercentage: Decimal
    /// The average review rating, 0 to 5.
    public var rating: Decimal?
    /// Units in stock; nil when the source does not say.
    public var stock: Int?
    public var brand: String?
    public var tags: [String]
    /// The source's availability wording, such as "In Stock" or "Low Stock".
    public var availability: String?

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
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.category = category
        self.price = price
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
