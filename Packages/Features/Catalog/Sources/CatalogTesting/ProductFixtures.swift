import CatalogDomain
import DomainCore
import DomainTesting
import Foundation

/// A few products chosen to cover what screens and mappers must cope with: an integer price, no brand,
/// no stock, an old record with only id, title and price, a long title and typographic quotes.
public enum ProductFixtures {
    /// A discounted phone that is running low.
    public static let phone = Fixture.valid { () throws(DomainError) in
        try Product(
            id: 1,
            title: "Aurora X2 Smartphone",
            description: "A 6.1-inch phone with a 48 MP camera and two days of battery.",
            category: "smartphones",
            price: Money(899),
            discountPercentage: exact("12.5"),
            rating: exact("4.5"),
            stock: 3,
            brand: "Norvik",
            tags: ["smartphones", "5g"],
            availability: "Low Stock"
        )
    }

    /// A cheaper phone without a brand.
    public static let budgetPhone = Fixture.valid { () throws(DomainError) in
        try Product(
            id: 2,
            title: "Pebble Lite Phone",
            description: "A compact phone for calls, messages and maps.",
            category: "smartphones",
            price: Money(exact("199.99")),
            discountPercentage: 5,
            rating: exact("3.8"),
            stock: 40,
            tags: ["smartphones"],
            availability: "In Stock"
        )
    }

    /// A lamp whose price is a whole number (written `60` by the API) and that is out of stock.
    public static let lamp = Fixture.valid { () throws(DomainError) in
        try Product(
            id: 3,
            title: "Brass Desk Lamp",
            description: "A warm reading lamp with a weighted base.",
            category: "home-decoration",
            price: Money(60),
            discountPercentage: 0,
            rating: exact("4.1"),
            stock: 0,
            brand: "Lumen & Co",
            tags: ["lighting", "home"],
            availability: "Out of Stock"
        )
    }

    /// A record from an old snapshot: only id, title and price are known.
    public static let legacy = Fixture.valid { () throws(DomainError) in
        try Product(
            id: 4,
            title: "Canvas Tote",
            category: Product.uncategorized,
            price: Money(exact("12.5"))
        )
    }

    /// A chair with a long title that screens must cut, and a price with one decimal digit.
    public static let chair = Fixture.valid { () throws(DomainError) in
        try Product(
            id: 5,
            title: "Ergonomic Mesh Office Chair with Adjustable Lumbar Support, Headrest and Armrests",
            description: "Breathable mesh back, five-year warranty.",
            category: "furniture",
            price: Money(exact("249.5")),
            discountPercentage: exact("17.25"),
            rating: exact("4.72"),
            stock: 12,
            brand: "Sitwell",
            tags: ["office", "chairs"],
            availability: "In Stock"
        )
    }

    /// Coffee whose title has typographic quotes and an accent, for JSON and text escaping.
    public static let coffee = Fixture.valid { () throws(DomainError) in
        try Product(
            id: 6,
            title: "Café “Ristretto” Beans",
            description: "Dark roast, 1 kg bag.",
            category: "groceries",
            price: Money(exact("18.9")),
            discountPercentage: 0,
            rating: exact("4.9"),
            stock: 120,
            brand: "Tostado",
            tags: ["coffee"],
            availability: "In Stock"
        )
    }

    /// Every fixture, in id order.
    public static let all = [phone, budgetPhone, lamp, legacy, chair, coffee]

    /// Why a list fails when the products API is out of reach, for failed screens and previews.
    public static let outage = DomainError.unavailable(
        service: "products", cause: .transport(.noConnection(server: "dummyjson.com")))

    /// The categories of `all`, with display names.
    public static let categories = [
        ProductCategory(slug: "furniture", name: "Furniture"),
        ProductCategory(slug: "groceries", name: "Groceries"),
        ProductCategory(slug: "home-decoration", name: "Home Decoration"),
        ProductCategory(slug: "smartphones", name: "Smartphones"),
        ProductCategory(slug: Product.uncategorized, name: "Uncategorized"),
    ]

    /// A decimal written as text, so that it never passes through `Double` (`4.72` as a literal would).
    private static func exact(_ text: String) -> Decimal {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? 0
    }

    /// `count` plain products numbered from `firstID`, for paging tests.
    public static func numbered(_ count: Int, firstID: Int = 100, category: String = "groceries") -> [Product] {
        (0..<count).map { index in
            Fixture.valid { () throws(DomainError) in
                try Product(
                    id: firstID + index,
                    title: "Item \(firstID + index)",
                    category: category,
                    price: Money(Decimal(index + 1)),
                    stock: index
                )
            }
        }
    }
}
