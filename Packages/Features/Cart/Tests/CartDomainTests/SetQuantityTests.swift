import CartDomain
import CartTesting
import DomainCore
import Foundation
import Testing

@Suite("SetQuantity")
struct SetQuantityTests {
    private func repository(_ lines: CartLine...) -> FakeCartRepository {
        FakeCartRepository(cart: CartFixtures.cart(lines))
    }

    private func setQuantity(_ repository: FakeCartRepository) -> SetQuantity {
        SetQuantity(products: FixedProductRepository(), cart: repository)
    }

    @Test("sets the quantity of a line, whatever it was")
    func setsQuantity() async throws {
        let repository = repository(
            CartFixtures.line(CartFixtures.dime, quantity: 5), CartFixtures.line(CartFixtures.tieUp, quantity: 1))

        let cart = try await setQuantity(repository)(productID: CartFixtures.dime.id, quantity: 2)

        #expect(
            cart.lines == [
                CartFixtures.line(CartFixtures.dime, quantity: 2), CartFixtures.line(CartFixtures.tieUp, quantity: 1),
            ])
        #expect(repository.currentCart == cart)
    }

    @Test("a quantity of 0 removes the line")
    func zeroRemoves() async throws {
        let repository = repository(
            CartFixtures.line(CartFixtures.dime, quantity: 5), CartFixtures.line(CartFixtures.tieUp, quantity: 1))

        let cart = try await setQuantity(repository)(productID: CartFixtures.dime.id, quantity: 0)

        #expect(cart.lines == [CartFixtures.line(CartFixtures.tieUp, quantity: 1)])
    }

    @Test("a product the cart does not hold is not found", arguments: [0, 2])
    func notInCart(quantity: Int) async {
        let repository = repository(CartFixtures.line(CartFixtures.tieUp, quantity: 1))
        let error = DomainError.notFound(entity: "cartProduct", id: "10")

        await #expect(throws: error) {
            try await setQuantity(repository)(productID: CartFixtures.dime.id, quantity: quantity)
        }
        #expect(repository.writeCount == 0)
    }

    @Test("a quantity outside 0...99 is refused", arguments: [-1, 100])
    func outOfRange(quantity: Int) async {
        let repository = repository(CartFixtures.line(CartFixtures.dime, quantity: 1))

        await #expect(
            throws: DomainError.validation(
                field: "quantity", rule: .outOfRange(Decimal(quantity), minimum: 0, maximum: 99))
        ) {
            try await setQuantity(repository)(productID: CartFixtures.dime.id, quantity: quantity)
        }
    }

    @Test("a quantity above the stock is refused")
    func aboveStock() async {
        let repository = repository(CartFixtures.line(CartFixtures.phone, quantity: 1))

        await #expect(
            throws: DomainError.validation(
                field: "quantity", rule: .stock(available: 3, needed: 4), record: .init("cartProduct", id: "1"))
        ) {
            try await setQuantity(repository)(productID: CartFixtures.phone.id, quantity: 4)
        }
        #expect(repository.currentCart.itemCount == 1)
    }

    @Test("a product unknown to the catalog is not found")
    func unknownProduct() async {
        await #expect(throws: DomainError.notFound(entity: "product", id: "99999")) {
            try await setQuantity(repository())(productID: 99_999, quantity: 1)
        }
    }
}
