import CartDomain
import CartTesting
import DomainCore
import Foundation
import Testing

@Suite("GetCart and ListOrders")
struct CartQueriesTests {
    private func order(_ number: Int, at seconds: TimeInterval) -> Order {
        CartFixtures.order(
            id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number)) ?? UUID(),
            createdAt: Date(timeIntervalSince1970: seconds),
            cart: CartFixtures.cart([CartFixtures.line(CartFixtures.dime, quantity: number)]))
    }

    @Test("the cart is empty before anything is added")
    func emptyCart() async throws {
        #expect(try await GetCart(cart: FakeCartRepository())() == Cart())
    }

    @Test("the cart is the one stored")
    func storedCart() async throws {
        let cart = CartFixtures.cart([CartFixtures.line(CartFixtures.phone, quantity: 1)])

        #expect(try await GetCart(cart: FakeCartRepository(cart: cart))() == cart)
    }

    @Test("orders are listed newest first; orders of the same instant newest-stored first")
    func newestFirst() async throws {
        let stored = [order(1, at: 100), order(2, at: 300), order(3, at: 200), order(4, at: 300)]

        let orders = try await ListOrders(cart: FakeCartRepository(orders: stored))()

        #expect(orders.map(\.itemCount) == [4, 2, 3, 1])
    }

    @Test("there are no orders before the first checkout")
    func noOrders() async throws {
        #expect(try await ListOrders(cart: FakeCartRepository())().isEmpty)
    }

    @Test("a storage failure reading orders is passed on")
    func failure() async {
        let failure = DomainError.corruptData(
            source: .file("/data/cart.json"), flaw: .undecodable(detail: "bad"), keptAside: nil)
        let repository = FakeCartRepository()
        repository.fail(with: failure)

        await #expect(throws: failure) { try await ListOrders(cart: repository)() }
        await #expect(throws: failure) { try await GetCart(cart: repository)() }
    }
}
