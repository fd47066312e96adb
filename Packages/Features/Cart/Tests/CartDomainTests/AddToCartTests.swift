import CartDomain
import CartTesting
import CatalogDomain
import CatalogTesting
import DomainCore
import Foundation
import Testing

@Suite("AddToCart")
struct AddToCartTests {
    private let exact = CartFixtures.exact

    private func addToCart(
        _ cart: FakeCartRepository, products: any ProductRepository = FixedProductRepository()
    ) -> AddToCart {
        AddToCart(products: products, cart: cart)
    }

    @Test("adds one of a product by default, priced as the catalog prices it")
    func addsOne() async throws {
        let repository = FakeCartRepository()

        let cart = try await addToCart(repository)(productID: CartFixtures.thirdOff.id)

        #expect(cart.lines == [CartFixtures.line(CartFixtures.thirdOff, quantity: 1)])
        #expect(repository.currentCart == cart)
    }

    @Test("adding a product the cart holds merges into its line")
    func mergesIntoLine() async throws {
        let repository = FakeCartRepository()
        let add = addToCart(repository)

        _ = try await add(productID: CartFixtures.dime.id, quantity: 2)
        _ = try await add(productID: CartFixtures.thirdOff.id)
        let cart = try await add(productID: CartFixtures.dime.id, quantity: 3)

        #expect(
            cart.lines == [
                CartFixtures.line(CartFixtures.dime, quantity: 5),
                CartFixtures.line(CartFixtures.thirdOff, quantity: 1),
            ])
    }

    @Test("a line added earlier is re-priced as the catalog prices the product now")
    func reprices() async throws {
        let stale = try CartLine(
            productID: CartFixtures.dime.id, title: "Old Clip", unitPrice: Money(exact("0.05")), quantity: 1)
        let repository = FakeCartRepository(cart: CartFixtures.cart([stale]))

        let cart = try await addToCart(repository)(productID: CartFixtures.dime.id)

        #expect(cart.lines == [CartFixtures.line(CartFixtures.dime, quantity: 2)])
    }

    @Test("a quantity outside 1...99 is refused before the catalog is asked", arguments: [0, -1, 100])
    func quantityOutOfRange(quantity: Int) async {
        let repository = FakeCartRepository()
        let products = FakeProductRepository(products: CartFixtures.products)

        await #expect(
            throws: DomainError.validation(
                field: "quantity", rule: .outOfRange(Decimal(quantity), minimum: 1, maximum: 99))
        ) {
            try await addToCart(repository, products: products)(productID: CartFixtures.dime.id, quantity: quantity)
        }
        #expect(await products.calls.isEmpty)
        #expect(repository.writeCount == 0)
    }

    @Test("an unknown product is not found")
    func unknownProduct() async {
        let repository = FakeCartRepository()

        await #expect(throws: DomainError.notFound(entity: "product", id: "99999")) {
            try await addToCart(repository)(productID: 99_999)
        }
        #expect(repository.writeCount == 0)
    }

    @Test("the line may not hold more than the stock, counting what the cart holds already")
    func aboveStock() async throws {
        let repository = FakeCartRepository()
        let add = addToCart(repository)
        _ = try await add(productID: CartFixtures.phone.id, quantity: 2)

        let error = DomainError.validation(
            field: "quantity", rule: .stock(available: 3, needed: 4), record: .init("cartProduct", id: "1"))
        await #expect(throws: error) {
            try await add(productID: CartFixtures.phone.id, quantity: 2)
        }
        #expect(repository.currentCart.lines == [CartFixtures.line(CartFixtures.phone, quantity: 2)])
    }

    @Test("exactly the stock is allowed")
    func exactlyStock() async throws {
        let cart = try await addToCart(FakeCartRepository())(productID: CartFixtures.phone.id, quantity: 3)

        #expect(cart.itemCount == 3)
    }

    @Test("a product out of stock cannot be added")
    func outOfStock() async {
        await #expect(
            throws: DomainError.validation(
                field: "quantity", rule: .stock(available: 0, needed: 1), record: .init("cartProduct", id: "15"))
        ) {
            try await addToCart(FakeCartRepository())(productID: CartFixtures.soldOut.id)
        }
    }

    @Test("with unknown stock only the limit of 99 per line applies")
    func unknownStock() async throws {
        let repository = FakeCartRepository()
        let add = addToCart(repository)
        _ = try await add(productID: CartFixtures.unknownStock.id, quantity: 99)

        await #expect(
            throws: DomainError.validation(
                field: "quantity", rule: .outOfRange(100, minimum: nil, maximum: 99),
                record: .init("cartProduct", id: "16")
            )
        ) {
            try await add(productID: CartFixtures.unknownStock.id)
        }
        #expect(repository.currentCart.itemCount == 99)
    }

    @Test("a product priced in another currency than the cart's is refused")
    func otherCurrency() async throws {
        let repository = FakeCartRepository()
        let add = addToCart(repository)
        _ = try await add(productID: CartFixtures.dime.id)

        await #expect(
            throws: DomainError.validation(
                field: "currency", rule: .currency(.eur, expected: .usd), record: .init("cartProduct", id: "17"))
        ) {
            try await add(productID: CartFixtures.euroBook.id)
        }
    }

    @Test("a catalog that is unavailable fails the add with its error, and nothing is stored")
    func catalogUnavailable() async {
        let failure = DomainError.unavailable(
            service: "products", cause: .status(code: 500, path: "/products/10"))
        let products = FakeProductRepository(products: CartFixtures.products)
        await products.fail(.product, with: failure)
        let repository = FakeCartRepository()

        await #expect(throws: failure) {
            try await addToCart(repository, products: products)(productID: CartFixtures.dime.id)
        }
        #expect(await products.calls == [.product(id: CartFixtures.dime.id)])
        #expect(repository.writeCount == 0)
    }

    @Test("a storage failure is passed on as it is")
    func storageFailure() async {
        let failure = DomainError.storage(path: "/data/cart.json", cause: .system(detail: "No space left on device"))
        let repository = FakeCartRepository()
        repository.fail(with: failure)

        await #expect(throws: failure) {
            try await addToCart(repository)(productID: CartFixtures.dime.id)
        }
    }
}
