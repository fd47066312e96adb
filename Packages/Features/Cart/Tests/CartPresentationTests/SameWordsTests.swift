import CartDomain
import CartTesting
import DomainCore
import PresentationCore
import Testing

@testable import CartPresentation

/// The terminal UI prints what SwiftUI is given: each screen is laid out of its view model, so its title and its
/// empty or failed message are the view model's own strings.
@Suite("Both UIs show the same words")
struct SameWordsTests {
    @Test(
        "the cart's title and its empty or failed message",
        arguments: [
            Loadable.loaded(Cart()), .failed(CartFixtures.damagedFile),
        ])
    func cart(cart: Loadable<Cart>) throws {
        var state = CartFeature.State()
        state.cart = cart
        let model = state.cartViewModel(in: .english)

        #expect(state.screen(in: .english).title == model.title)
        #expect(state.screen(in: .english).messages.map(\.text) == [try #require(model.phase.message)])
    }

    @Test(
        "the orders' title and their empty or failed message",
        arguments: [
            Loadable.loaded([Order]()), .failed(CartFixtures.damagedFile),
        ])
    func orders(orders: Loadable<[Order]>) throws {
        var state = CartFeature.State()
        state.panel = .orders
        state.orders = orders
        let model = state.orderListViewModel(in: .english)

        #expect(state.screen(in: .english).title == model.title)
        #expect(state.screen(in: .english).messages.map(\.text) == [try #require(model.phase.message)])
    }

    @Test("a checkout's title and its failed message, worded the cart's way")
    func receipt() throws {
        var state = CartFeature.State()
        state.panel = .receipt
        state.receipt = .failed(.validation(field: "cart", rule: .empty))
        let model = state.receiptViewModel(in: .english)

        #expect(state.screen(in: .english).title == model.title)
        #expect(state.screen(in: .english).messages.map(\.text) == [try #require(model.phase.message)])
    }
}
