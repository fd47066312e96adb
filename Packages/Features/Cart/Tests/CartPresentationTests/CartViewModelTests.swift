import CartDomain
import CartTesting
import DomainCore
import PresentationCore
import Testing

@testable import CartPresentation

/// What only SwiftUI draws of the cart and its orders: a line's price each and its summary, the stepper's
/// quantity, an order's title and placing line, the receipt's notice.
@Suite("Cart view models")
struct CartViewModelTests {
    @Test("a cart line reads as the stepper and the rows show it")
    func line() throws {
        let cart = CartFixtures.cart([CartFixtures.line(CartFixtures.phone, quantity: 2)])

        let contents = try #require(
            CartPresenter.viewModel(for: .loaded(cart), request: .show, in: .english).phase.value)

        let line = try #require(contents.lines.first)
        #expect(line.quantity == 2 && line.quantityText == "2")
        #expect(line.unitPriceEach == "\(line.unitPrice) each")
        #expect(line.summary == "2 × \(line.title)")
        #expect(contents.totals.map(\.label) == ["Subtotal", "Discount", "Total"])
    }

    @Test("an order: its short id in the title, when it was placed, and the receipt's notice")
    func order() throws {
        let model = ReceiptPresenter.viewModel(for: .loaded(CartFixtures.sampleOrder), in: .english)
        let order = try #require(model.phase.value)

        #expect(order.title == "Order \(order.shortID)" && order.shortID.count == 8)
        #expect(order.placedLine == "Placed \(order.placed)")
        #expect(model.title == "Order placed")
        #expect(model.notice == "The cart is empty again; the orders list every receipt.")
    }

    @Test("a change keeps the lines on show while it is stored")
    func refreshing() {
        let cart = CartFixtures.cart([CartFixtures.line(CartFixtures.phone, quantity: 2)])

        let model = CartPresenter.viewModel(for: .refreshing(cart), request: .set(productID: 1), in: .english)

        guard case let .refreshing(contents, label) = model.phase else {
            Issue.record("expected the lines to stay on show, got \(model.phase)")
            return
        }
        #expect(contents.lines.count == 1)
        #expect(label == "Changing product 1…")
        #expect(model.subtitle == nil)
    }
}
