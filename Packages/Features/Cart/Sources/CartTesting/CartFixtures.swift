import CartDomain
import CatalogDomain
import DomainCore
import DomainTesting
import Foundation

/// Products chosen to pin the cart's arithmetic with awkward values, and to exercise its rules: prices of
/// 0.10 and 0.20 (whose binary sum is not 0.3), a 33.333 % discount, half-cent ties for half-even rounding,
/// low, zero and unknown stock.
public enum CartFixtures {
    /// The phone of the catalog's fixtures: $899.00 with 12.5 % off, 3 in stock.
    public static let phone = Fixture.valid { () throws(DomainError) in
        try Product(
            id: 1, title: "Aurora X2 Smartphone", category: "smartphones", price: Money(899),
            discountPercentage: exact("12.5"), stock: 3)
    }

    /// Ten cents, no discount, plenty in stock.
    public static let dime = Fixture.valid { () throws(DomainError) in
        try Product(
            id: 10, title: "Paper Clip", category: "office", price: Money(exact("0.1")), stock: 500)
    }

    /// Twenty cents, no discount, plenty in stock.
    public static let twentyCents = Fixture.valid { () throws(DomainError) in
        try Product(
            id: 11, title: "Rubber Band", category: "office", price: Money(exact("0.2")), stock: 500)
    }

    /// $10.00 with 33.333 % off: one is $3.3333 off (rounded $3.33), three are $9.9999 off (rounded $10.00).
    public static let thirdOff = Fixture.valid { () throws(DomainError) in
        try Product(
            id: 12, title: "Third-Off Mug", category: "kitchen", price: Money(10), discountPercentage: exact("33.333"),
            stock: 99)
    }

    /// $0.25 with 10 % off: exactly half a cent over $0.02, so half-even rounds it down to $0.02.
    public static let tieDown = Fixture.valid { () throws(DomainError) in
        try Product(
            id: 13, title: "Tea Bag", category: "groceries", price: Money(exact("0.25")), discountPercentage: 10,
            stock: 200)
    }

    /// $0.35 with 10 % off: exactly half a cent over $0.03, so half-even rounds it up to $0.04.
    public static let tieUp = Fixture.valid { () throws(DomainError) in
        try Product(
            id: 14, title: "Sugar Cube", category: "groceries", price: Money(exact("0.35")), discountPercentage: 10,
            stock: 200)
    }

    /// Out of stock.
    public static let soldOut = Fixture.valid { () throws(DomainError) in
        try Product(
            id: 15, title: "Brass Desk Lamp", category: "home-decoration", price: Money(60), stock: 0)
    }

    /// A product whose source does not say how many are in stock: only the 99 limit applies.
    public static let unknownStock = Fixture.valid { () throws(DomainError) in
        try Product(
            id: 16, title: "Canvas Tote", category: Product.uncategorized, price: Money(exact("12.5")))
    }

    /// A product priced in euros, which a cart of dollars refuses.
    public static let euroBook = Fixture.valid { () throws(DomainError) in
        try Product(
            id: 17, title: "Livre de Poche", category: "books", price: Money(exact("7.9"), .eur),
            stock: 10)
    }

    /// Every fixture, in id order.
    public static let products = [phone, dime, twentyCents, thirdOff, tieDown, tieUp, soldOut, unknownStock, euroBook]

    /// The line `quantity` of `product` makes, priced as the product is.
    public static func line(_ product: Product, quantity: Int) -> CartLine {
        Fixture.valid { () throws(DomainError) in
            try CartLine(
                productID: product.id, title: product.title, unitPrice: product.price,
                discountPercentage: product.discountPercentage, quantity: quantity)
        }
    }

    /// A cart of `lines`, which must keep the cart's rules (one currency, each product once).
    public static func cart(_ lines: [CartLine]) -> Cart {
        Fixture.valid { () throws(DomainError) in try Cart(lines: lines) }
    }

    /// The receipt of `cart`, which must not be empty.
    public static func order(id: UUID, createdAt: Date = checkoutDate, cart: Cart) -> Order {
        Fixture.valid { () throws(DomainError) in try Order(id: id, createdAt: createdAt, cart: cart) }
    }

    /// The instant example receipts are stamped with: 2026-05-28T20:26:40Z.
    public static let checkoutDate = Date(timeIntervalSince1970: 1_780_000_000)

    /// The receipt of a phone and two of a discounted product, for order screens and previews.
    public static let sampleOrder = order(
        id: UUID(uuid: (0x1A, 0x2B, 0x3C, 0x4D, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 1)),
        cart: cart([line(phone, quantity: 1), line(thirdOff, quantity: 2)]))

    /// Why the cart cannot be read when its file is damaged, for failed screens and previews.
    public static let damagedFile = DomainError.corruptData(
        source: .file("cart.json"), flaw: .undecodable(detail: "unexpected end of file"), keptAside: "cart.json.corrupt"
    )

    /// A decimal written as text, so that it never passes through `Double`.
    public static func exact(_ text: String) -> Decimal {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? 0
    }
}
