import CartDomain
import CartTesting
import DomainCore
import Foundation
import PresentationTesting
import Testing

@testable import CartPresentation

@MainActor
@Suite("CartFeature")
struct CartFeatureTests {
    private let firstID = UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID()

    private func makeStore(_ repository: FakeCartRepository) -> TestStore<CartFeature.State, CartFeature.Action> {
        TestStore(
            initialState: CartFeature.State(),
            reducer: CartFeature(
                getCart: GetCart(cart: repository),
                addToCart: AddToCart(products: FixedProductRepository(), cart: repository),
                setQuantity: SetQuantity(products: FixedProductRepository(), cart: repository),
                removeFromCart: RemoveFromCart(cart: repository),
                checkout: Checkout(cart: repository, dates: .fixed(CartFixtures.checkoutDate), ids: .incrementing()),
                listOrders: ListOrders(cart: repository))
        )
    }

    @Test("showing the cart loads it")
    func show() async {
        let cart = CartFixtures.cart([CartFixtures.line(CartFixtures.phone, quantity: 1)])
        let store = makeStore(FakeCartRepository(cart: cart))

        await store.send(.show) { $0.cart = .loading }
        await store.receive(.cartLoaded(.success(cart))) { $0.cart = .loaded(cart) }
        await store.finish()
    }

    @Test("adding a product shows the cart it leads to")
    func add() async {
        let repository = FakeCartRepository()
        let store = makeStore(repository)
        let cart = CartFixtures.cart([CartFixtures.line(CartFixtures.thirdOff, quantity: 2)])

        await store.send(.add(productID: CartFixtures.thirdOff.id, quantity: 2)) {
            $0.request = .add(productID: CartFixtures.thirdOff.id)
            $0.cart = .loading
        }
        await store.receive(.cartLoaded(.success(cart))) { $0.cart = .loaded(cart) }
        await store.finish()
        #expect(repository.currentCart == cart)
    }

    @Test("a refused quantity ends in a validation failure, and the cart is unchanged")
    func addRefused() async {
        let repository = FakeCartRepository()
        let store = makeStore(repository)
        let error = DomainError.validation(field: "quantity", rule: .outOfRange(100, minimum: 1, maximum: 99))

        await store.send(.add(productID: CartFixtures.dime.id, quantity: 100)) {
            $0.request = .add(productID: CartFixtures.dime.id)
            $0.cart = .loading
        }
        await store.receive(.cartLoaded(.failure(error))) { $0.cart = .failed(error) }
        await store.finish()
        #expect(store.state.screen(in: .english).failure?.kind == .validation)
        #expect(repository.writeCount == 0)
    }

    @Test("an unknown product ends in a not-found failure")
    func addUnknown() async {
        let store = makeStore(FakeCartRepository())
        let error = DomainError.notFound(entity: "product", id: "99999")

        await store.send(.add(productID: 99_999, quantity: 1)) {
            $0.request = .add(productID: 99_999)
            $0.cart = .loading
        }
        await store.receive(.cartLoaded(.failure(error))) { $0.cart = .failed(error) }
        await store.finish()
        #expect(
            store.state.screen(in: .english).failure == .init(kind: .notFound, message: "No product with id 99999."))
    }

    @Test("setting a quantity and removing a line each show the resulting cart")
    func setAndRemove() async {
        let start = CartFixtures.cart([
            CartFixtures.line(CartFixtures.dime, quantity: 1), CartFixtures.line(CartFixtures.tieUp, quantity: 1),
        ])
        let store = makeStore(FakeCartRepository(cart: start))
        let changed = CartFixtures.cart([
            CartFixtures.line(CartFixtures.dime, quantity: 7), CartFixtures.line(CartFixtures.tieUp, quantity: 1),
        ])
        let removed = CartFixtures.cart([CartFixtures.line(CartFixtures.dime, quantity: 7)])

        await store.send(.set(productID: CartFixtures.dime.id, quantity: 7)) {
            $0.request = .set(productID: CartFixtures.dime.id)
            $0.cart = .loading
        }
        await store.receive(.cartLoaded(.success(changed))) { $0.cart = .loaded(changed) }
        await store.send(.remove(productID: CartFixtures.tieUp.id)) {
            $0.request = .remove(productID: CartFixtures.tieUp.id)
            $0.cart = .refreshing(changed)  // the lines stay on show until the answer replaces them
        }
        await store.receive(.cartLoaded(.success(removed))) { $0.cart = .loaded(removed) }
        await store.finish()
    }

    @Test("checking out shows the receipt and leaves an empty cart")
    func checkout() async {
        let cart = CartFixtures.cart([CartFixtures.line(CartFixtures.phone, quantity: 2)])
        let repository = FakeCartRepository(cart: cart)
        let store = makeStore(repository)
        let order = CartFixtures.order(id: firstID, createdAt: CartFixtures.checkoutDate, cart: cart)

        await store.send(.checkout) {
            $0.panel = .receipt
            $0.receipt = .loading
        }
        await store.receive(.checkedOut(.success(order))) {
            $0.receipt = .loaded(order)
            $0.cart = .loaded(Cart())
        }
        await store.finish()
        #expect(repository.currentOrders == [order])
    }

    @Test("checking out an empty cart is a validation failure")
    func checkoutEmpty() async {
        let store = makeStore(FakeCartRepository())
        let error = DomainError.validation(field: "cart", rule: .empty)

        await store.send(.checkout) {
            $0.panel = .receipt
            $0.receipt = .loading
        }
        await store.receive(.checkedOut(.failure(error))) { $0.receipt = .failed(error) }
        await store.finish()
        #expect(
            store.state.screen(in: .english).failure
                == .init(kind: .validation, message: "The cart is empty: add a product first.")
        )
    }

    @Test("the past orders are listed newest first")
    func orders() async {
        let older = CartFixtures.order(
            id: firstID, createdAt: CartFixtures.checkoutDate,
            cart: CartFixtures.cart([CartFixtures.line(CartFixtures.dime, quantity: 1)]))
        let newer = CartFixtures.order(
            id: UUID(), createdAt: CartFixtures.checkoutDate.addingTimeInterval(60),
            cart: CartFixtures.cart([CartFixtures.line(CartFixtures.tieUp, quantity: 1)]))
        let store = makeStore(FakeCartRepository(orders: [older, newer]))

        await store.send(.orders) {
            $0.panel = .orders
            $0.orders = .loading
        }
        await store.receive(.ordersLoaded(.success([newer, older]))) { $0.orders = .loaded([newer, older]) }
        await store.finish()
    }

    @Test("a damaged cart file fails the orders with its error")
    func ordersFail() async {
        let repository = FakeCartRepository()
        let error = DomainError.corruptData(
            source: .file("/data/cart.json"), flaw: .undecodable(detail: "the data is not valid JSON"),
            keptAside: "/data/cart.json.corrupt-1")
        repository.fail(with: error)
        let store = makeStore(repository)

        await store.send(.orders) {
            $0.panel = .orders
            $0.orders = .loading
        }
        await store.receive(.ordersLoaded(.failure(error))) { $0.orders = .failed(error) }
        await store.finish()
        #expect(store.state.screen(in: .english).failure?.kind == .corruptData)
    }

    @Test("after a checkout, showing the cart goes back to the cart panel")
    func showAfterCheckout() async {
        let cart = CartFixtures.cart([CartFixtures.line(CartFixtures.dime, quantity: 1)])
        let store = makeStore(FakeCartRepository(cart: cart))
        let order = CartFixtures.order(id: firstID, createdAt: CartFixtures.checkoutDate, cart: cart)

        await store.send(.checkout) {
            $0.panel = .receipt
            $0.receipt = .loading
        }
        await store.receive(.checkedOut(.success(order))) {
            $0.receipt = .loaded(order)
            $0.cart = .loaded(Cart())
        }
        await store.send(.show) {
            $0.panel = .cart
            $0.cart = .refreshing(Cart())
        }
        await store.receive(.cartLoaded(.success(Cart()))) { $0.cart = .loaded(Cart()) }
        await store.finish()
    }
}
