import CartDomain
import CartTesting
import DomainCore
import Testing

@Suite("RemoveFromCart")
struct RemoveFromCartTests {
    @Test("removes the product's line and keeps the others in order")
    func removes() async throws {
        let repository = FakeCartRepository(
            cart: CartFixtures.cart([
                CartFixtures.line(CartFixtures.dime, quantity: 1), CartFixtures.line(CartFixtures.phone, quantity: 1),
                CartFixtures.line(CartFixtures.tieUp, quantity: 4),
            ]))

        let cart = try await RemoveFromCart(cart: repository)(productID: CartFixtures.phone.id)

        #expect(
            cart.lines == [
                CartFixtures.line(CartFixtures.dime, quantity: 1), CartFixtures.line(CartFixtures.tieUp, quantity: 4),
            ])
        #expect(repository.currentCart == cart)
    }

    @Test("a product the cart does not hold is not found")
    func notInCart() async {
        let repository = FakeCartRepository()

        await #expect(throws: DomainError.notFound(entity: "cartProduct", id: "3")) {
            try await RemoveFromCart(cart: repository)(productID: 3)
        }
        #expect(repository.writeCount == 0)
    }
}
