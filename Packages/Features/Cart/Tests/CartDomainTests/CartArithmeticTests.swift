import CartDomain
import CartTesting
import CatalogDomain
import DomainCore
import Foundation
import Testing

@Suite("Cart arithmetic: exact decimals, discounts rounded half-even per line")
struct CartArithmeticTests {
    private let exact = CartFixtures.exact

    @Test("0.10 + 0.20 is exactly 0.30, not the binary float 0.30000000000000004")
    func tenAndTwentyCents() {
        let cart = CartFixtures.cart([
            CartFixtures.line(CartFixtures.dime, quantity: 1), CartFixtures.line(CartFixtures.twentyCents, quantity: 1),
        ])

        #expect(cart.subtotal == Money(exact("0.3")))
        #expect(cart.total == Money(exact("0.3")))
        #expect(cart.total.formattedAmount == "0.30")
    }

    @Test("a line total is the unit price times the quantity, exactly")
    func lineTotal() {
        let line = CartFixtures.line(CartFixtures.dime, quantity: 3)

        #expect(line.lineTotal == Money(exact("0.3")))
    }

    @Test(
        "33.333 % off $10.00 is rounded to cents per line",
        arguments: [(1, "3.33", "6.67"), (2, "6.67", "13.33"), (3, "10", "20")]
    )
    func thirdOff(quantity: Int, discount: String, total: String) {
        let cart = CartFixtures.cart([CartFixtures.line(CartFixtures.thirdOff, quantity: quantity)])

        #expect(cart.discount == Money(exact(discount)))
        #expect(cart.total == Money(exact(total)))
    }

    @Test(
        "a discount that ends in exactly half a cent rounds to the even cent",
        arguments: [
            (CartFixtures.tieDown, 1, "0.02"),  // 0.025
            (CartFixtures.tieUp, 1, "0.04"),  // 0.035
            (CartFixtures.tieDown, 3, "0.08"),  // 0.075
            (CartFixtures.tieUp, 3, "0.1"),  // 0.105
        ]
    )
    func halfEvenTies(product: Product, quantity: Int, discount: String) {
        let line = CartFixtures.line(product, quantity: quantity)

        #expect(line.discount == Money(exact(discount)))
    }

    @Test(
        "a discount keeps six digits after the point, so a tiny one from a file or a server cannot stop the app",
        arguments: [
            ("0." + String(repeating: "0", count: 126) + "1", "0", "0"),
            ("1e-127", "0", "0"),
            ("12.3456789", "12.345679", "110.99"),
            ("33.333", "33.333", "299.66"),
            ("99.9999995", "100", "899.00"),
        ]
    )
    func tinyDiscountDigits(percent: String, kept: String, discount: String) throws {
        let line = try CartLine(
            productID: 1, title: "Lamp", unitPrice: Money(exact("899")), discountPercentage: exact(percent),
            quantity: 1)

        #expect(line.discountPercentage == exact(kept))
        #expect(line.discount == Money(exact(discount)))
    }

    @Test("the discount is rounded per line, then added: two lines of 0.025 off give 0.04, not 0.05")
    func roundedPerLine() throws {
        let first = CartFixtures.line(CartFixtures.tieDown, quantity: 1)
        let second = try CartLine(
            productID: 99, title: "Another Tea Bag", unitPrice: Money(exact("0.25")), discountPercentage: 10,
            quantity: 1)
        let cart = CartFixtures.cart([first, second])

        #expect(cart.discount == Money(exact("0.04")))
        #expect(cart.subtotal == Money(exact("0.5")))
        #expect(cart.total == Money(exact("0.46")))
    }

    @Test("the item count adds up the quantities of every line")
    func itemCount() {
        let cart = CartFixtures.cart([
            CartFixtures.line(CartFixtures.phone, quantity: 2), CartFixtures.line(CartFixtures.dime, quantity: 5),
        ])

        #expect(cart.itemCount == 7)
    }

    @Test("an empty cart totals zero US dollars")
    func emptyCart() {
        let cart = Cart()

        #expect(cart.isEmpty)
        #expect(cart.subtotal == .zero(.usd))
        #expect(cart.discount == .zero(.usd))
        #expect(cart.total == .zero(.usd))
        #expect(cart.itemCount == 0)
    }

    @Test("a receipt freezes the cart's lines and totals")
    func receiptFreezesTotals() {
        let cart = CartFixtures.cart([CartFixtures.line(CartFixtures.phone, quantity: 2)])
        let id = UUID()

        let order = CartFixtures.order(id: id, createdAt: CartFixtures.checkoutDate, cart: cart)

        #expect(order.lines == cart.lines)
        #expect(order.subtotal == Money(1798))
        #expect(order.discount == Money(exact("224.75")))
        #expect(order.total == Money(exact("1573.25")))
        #expect(order.itemCount == 2)
    }
}
