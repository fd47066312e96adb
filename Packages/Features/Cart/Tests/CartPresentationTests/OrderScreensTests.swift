import CartDomain
import CartTesting
import DomainCore
import Foundation
import PresentationCore
import Testing

@testable import CartPresentation

@Suite("Receipt and order list screens")
struct OrderScreensTests {
    private let order = CartFixtures.order(
        id: UUID(uuidString: "5E1F1A3C-0000-4000-8000-00000000CAFE") ?? UUID(),
        createdAt: CartFixtures.checkoutDate,
        cart: CartFixtures.cart([
            CartFixtures.line(CartFixtures.tieDown, quantity: 1), CartFixtures.line(CartFixtures.thirdOff, quantity: 1),
        ])
    )

    private var receiptJSON: String {
        #"{"orderId":"5e1f1a3c-0000-4000-8000-00000000cafe","createdAt":"2026-05-28T20:26:40Z","lines":["#
            + #"{"productId":13,"title":"Tea Bag","quantity":1,"unitPrice":"0.25","lineTotal":"0.25"},"#
            + #"{"productId":12,"title":"Third-Off Mug","quantity":1,"unitPrice":"10.00","lineTotal":"10.00"}],"#
            + #""subtotal":"10.25","discount":"3.35","total":"6.90","currency":"USD"}"#
    }

    private func receiptScreen(_ receipt: Loadable<Order>) -> Screen {
        var state = CartFeature.State()
        state.panel = .receipt
        state.receipt = receipt
        return state.screen(in: .english)
    }

    private func ordersScreen(_ orders: Loadable<[Order]>) -> Screen {
        var state = CartFeature.State()
        state.panel = .orders
        state.orders = orders
        return state.screen(in: .english)
    }

    @Test("the receipt JSON is the one docs/CLI.md gives for `cart checkout`")
    func receiptJSONShape() {
        #expect(receiptScreen(.loaded(order)).json?.serialized() == receiptJSON)
    }

    @Test("the receipt shows its id, date, lines and totals")
    func receipt() {
        let screen = receiptScreen(.loaded(order))

        #expect(screen.title == "Order placed")
        #expect(screen.subtitle == "Order 5e1f1a3c-0000-4000-8000-00000000cafe · 2026-05-28 20:26 UTC")
        #expect(
            screen.sections.last
                == Screen.Section(
                    content: .fields([
                        Field("Subtotal", "$10.25"), Field("Discount", "-$3.35"),
                        Field("Total", "$6.90"),
                    ])))
    }

    @Test("a failed checkout carries its failure, an empty cart in the cart's own words")
    func failedCheckout() {
        let empty = DomainError.validation(field: "cart", rule: .empty)
        let down = DomainError.storage(path: "/data/cart.json", cause: .system(detail: "No space left on device"))

        #expect(
            receiptScreen(.failed(empty)).failure
                == Failure(kind: .validation, message: "The cart is empty: add a product first."))
        #expect(receiptScreen(.failed(down)).failure?.kind == .storage)
        #expect(
            receiptScreen(.failed(down)).failure?.message == "Cannot use /data/cart.json: No space left on device.")
    }

    @Test("the order list is one row per receipt and its JSON lists the receipts")
    func orderList() {
        let screen = ordersScreen(.loaded([order]))

        #expect(screen.subtitle == "1 order")
        #expect(
            screen.sections == [
                Screen.Section(
                    content: .table(
                        Screen.Table(
                            columns: [
                                Screen.Column("Order"), Screen.Column("Placed"),
                                Screen.Column("Items", alignment: .trailing),
                                Screen.Column("Total", alignment: .trailing),
                            ],
                            rows: [Screen.Row(["5e1f1a3c", "2026-05-28 20:26 UTC", "2", "$6.90"])]
                        )))
            ])
        #expect(screen.json?.serialized() == #"{"orders":["# + receiptJSON + "]}")
    }

    @Test("without orders the list says how to place one")
    func noOrders() {
        let screen = ordersScreen(.loaded([]))

        #expect(screen.messages == [Message(.info, "No orders yet: checking out turns the cart into one.")])
        #expect(screen.json?.serialized() == #"{"orders":[]}"#)
    }
}
