import CartDomain
import CartTesting
import DomainCore
import Foundation
import Testing

@Suite("Checkout")
struct CheckoutTests {
    private func checkout(_ repository: FakeCartRepository, ids: IDGenerator = .incrementing()) -> Checkout {
        Checkout(cart: repository, dates: .fixed(CartFixtures.checkoutDate), ids: ids)
    }

    @Test("turns the cart into a receipt with the injected id and time, stores it and empties the cart")
    func placesOrder() async throws {
        let cart = CartFixtures.cart([
            CartFixtures.line(CartFixtures.phone, quantity: 2), CartFixtures.line(CartFixtures.thirdOff, quantity: 3),
        ])
        let repository = FakeCartRepository(cart: cart)

        let order = try await checkout(repository)()

        let expected = CartFixtures.order(
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID(),
            createdAt: CartFixtures.checkoutDate, cart: cart)
        #expect(order == expected)
        #expect(order.total == Money(CartFixtures.exact("1593.25")))
        #expect(repository.currentOrders == [expected])
        #expect(repository.currentCart.isEmpty)
        #expect(repository.writeCount == 1)
    }

    @Test("each checkout gets its own id and is appended to the orders")
    func secondOrder() async throws {
        let repository = FakeCartRepository(
            cart: CartFixtures.cart([CartFixtures.line(CartFixtures.dime, quantity: 1)]))
        let checkout = checkout(repository)
        let first = try await checkout()
        _ = try await AddToCart(products: FixedProductRepository(), cart: repository)(productID: CartFixtures.tieUp.id)

        let second = try await checkout()

        #expect(first.id != second.id)
        #expect(repository.currentOrders == [first, second])
    }

    @Test("an empty cart cannot be checked out, and nothing is stored")
    func emptyCart() async {
        let repository = FakeCartRepository()
        let error = DomainError.validation(field: "cart", rule: .empty)

        await #expect(throws: error) {
            try await checkout(repository)()
        }
        #expect(repository.currentOrders.isEmpty)
        #expect(repository.writeCount == 0)
    }
}
