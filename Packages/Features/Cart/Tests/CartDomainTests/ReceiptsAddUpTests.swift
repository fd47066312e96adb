import CartDomain
import CartTesting
import CatalogDomain
import DomainCore
import Foundation
import Testing

/// The property a printed receipt must have, for any prices a source can send, sub-cent ones included: the
/// printed unit price times the quantity is the printed line total, the printed line totals add up to the
/// printed subtotal, and the printed subtotal minus the printed discount is the printed total.
@Suite("Receipts add up to the cent")
struct ReceiptsAddUpTests {
    /// SplitMix64: a small seeded generator, so a failing cart can be reproduced from its seed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    /// A printed amount read back as the decimal it shows.
    private func printed(_ money: Money) -> Decimal {
        Decimal(string: money.formattedAmount, locale: Locale(identifier: "en_US_POSIX")) ?? -1
    }

    /// A random cart: 1 to 8 lines, prices with up to 5 decimals (sub-cent ones often), discounts with up to 3.
    private func randomCart(_ generator: inout SeededGenerator) throws -> Cart {
        var cart = Cart()
        for id in 1...Int.random(in: 1...8, using: &generator) {
            let price =
                Decimal(Int.random(in: 0...2_000_000, using: &generator))
                / pow(10, Int.random(in: 0...5, using: &generator))
            let discount = Decimal(Int.random(in: 0...100_000, using: &generator)) / 1000
            let product = try Product(
                id: id, title: "Item \(id)", category: "c", price: Money(price), discountPercentage: discount)
            try cart.setLine(
                CartLine(
                    productID: product.id, title: product.title, unitPrice: product.price,
                    discountPercentage: product.discountPercentage, quantity: Int.random(in: 1...99, using: &generator))
            )
        }
        return cart
    }

    @Test("for 2,000 random carts, what is printed adds up, in the cart and in its receipt")
    func randomCartsAddUp() throws {
        var generator = SeededGenerator(state: 20_261_202)
        for _ in 0..<2_000 {
            let cart = try randomCart(&generator)
            let order = try Order(id: UUID(), createdAt: CartFixtures.checkoutDate, cart: cart)
            for line in cart.lines {
                #expect(printed(line.unitPrice) * Decimal(line.quantity) == printed(line.lineTotal), "\(line)")
            }
            let lineTotals = cart.lines.reduce(Decimal(0)) { $0 + printed($1.lineTotal) }
            #expect(lineTotals == printed(cart.subtotal), "\(cart)")
            #expect(printed(cart.subtotal) - printed(cart.discount) == printed(cart.total), "\(cart)")
            #expect(printed(order.subtotal) - printed(order.discount) == printed(order.total), "\(order)")
        }
    }

    @Test("the issue's sub-cent prices: 3 × 1.115 is 3 × 1.12 = 3.36, 3 × 0.005 is 0.00, 3 × 9.999 is 30.00")
    func subCentPrices() throws {
        let cases: [(price: String, line: String)] = [("1.115", "3.36"), ("0.005", "0.00"), ("9.999", "30.00")]
        for (id, item) in cases.enumerated() {
            let line = try CartLine(
                productID: id + 1, title: "T", unitPrice: Money(CartFixtures.exact(item.price)), quantity: 3)
            #expect(line.lineTotal.formattedAmount == item.line)
        }
    }
}
