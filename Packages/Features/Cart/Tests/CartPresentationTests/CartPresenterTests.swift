import CartDomain
import CartTesting
import DomainCore
import PresentationCore
import Testing

@testable import CartPresentation

@Suite("Cart screen")
struct CartPresenterTests {
    private func screen(_ cart: Loadable<Cart>, request: CartFeature.State.Request = .show) -> Screen {
        var state = CartFeature.State()
        state.cart = cart
        state.request = request
        return state.screen(in: .english)
    }

    private let cart = CartFixtures.cart([
        CartFixtures.line(CartFixtures.phone, quantity: 2), CartFixtures.line(CartFixtures.thirdOff, quantity: 3),
        CartFixtures.line(CartFixtures.dime, quantity: 1),
    ])

    @Test("a cart is a table of lines and the totals as fields, titled with its item count")
    func loaded() {
        let screen = screen(.loaded(cart))

        #expect(screen.title == "Cart")
        #expect(screen.subtitle == "6 items")
        #expect(
            screen.sections == [
                Screen.Section(
                    content: .table(
                        Screen.Table(
                            columns: [
                                Screen.Column("#", alignment: .trailing), Screen.Column("Product", isFlexible: true),
                                Screen.Column("Qty", alignment: .trailing),
                                Screen.Column("Unit price", alignment: .trailing),
                                Screen.Column("Line total", alignment: .trailing),
                            ],
                            rows: [
                                Screen.Row(
                                    ["1", "Aurora X2 Smartphone", "2", "$899.00", "$1,798.00"],
                                    opens: Screen.Route(CartRoute.product(id: 1))),
                                Screen.Row(
                                    ["12", "Third-Off Mug", "3", "$10.00", "$30.00"],
                                    opens: Screen.Route(CartRoute.product(id: 12))),
                                Screen.Row(
                                    ["10", "Paper Clip", "1", "$0.10", "$0.10"],
                                    opens: Screen.Route(CartRoute.product(id: 10))),
                            ]
                        ))),
                Screen.Section(
                    content: .fields([
                        Field("Subtotal", "$1,828.10"), Field("Discount", "-$234.75"),
                        Field("Total", "$1,593.35"),
                    ])),
            ])
        #expect(screen.routes.contains(Screen.Route(CartRoute.checkout)))
        #expect(screen.failure == nil)
    }

    @Test("the JSON document is the one docs/CLI.md gives for `cart`")
    func json() {
        let expected =
            #"{"lines":[{"productId":1,"title":"Aurora X2 Smartphone","quantity":2,"unitPrice":"899.00","lineTotal":"1798.00"},"#
            + #"{"productId":12,"title":"Third-Off Mug","quantity":3,"unitPrice":"10.00","lineTotal":"30.00"},"#
            + #"{"productId":10,"title":"Paper Clip","quantity":1,"unitPrice":"0.10","lineTotal":"0.10"}],"#
            + #""subtotal":"1828.10","discount":"234.75","total":"1593.35","currency":"USD"}"#

        #expect(screen(.loaded(cart)).json?.serialized() == expected)
    }

    @Test("0.10 + 0.20 reads 0.30 in the JSON, never a binary float")
    func awkwardJSON() {
        let cart = CartFixtures.cart([
            CartFixtures.line(CartFixtures.dime, quantity: 1), CartFixtures.line(CartFixtures.twentyCents, quantity: 1),
        ])

        let json = screen(.loaded(cart)).json?.serialized() ?? ""

        #expect(json.hasSuffix(#""subtotal":"0.30","discount":"0.00","total":"0.30","currency":"USD"}"#))
    }

    @Test("an empty cart says how to add a product, and its JSON has no lines and zero totals")
    func empty() {
        let screen = screen(.loaded(Cart()))

        #expect(screen.sections.isEmpty)
        #expect(
            screen.messages == [Message(.info, "The cart is empty: add a product to start.")])
        #expect(
            screen.json?.serialized()
                == #"{"lines":[],"subtotal":"0.00","discount":"0.00","total":"0.00","currency":"USD"}"#)
    }

    @Test(
        "while loading, the status says what is being done",
        arguments: [
            (CartFeature.State.Request.show, "Loading the cart…"), (.add(productID: 3), "Adding product 3…"),
            (.set(productID: 3), "Changing product 3…"), (.remove(productID: 3), "Removing product 3…"),
        ]
    )
    func loading(request: CartFeature.State.Request, label: String) {
        #expect(screen(.loading, request: request).status == .loading(label: label))
    }

    @Test("a failure carries its kind and sentence, and no JSON")
    func failure() {
        let screen = screen(.failed(.notFound(entity: "cartProduct", id: "7")))

        #expect(screen.failure == Failure(kind: .notFound, message: "No product in the cart with id 7."))
        #expect(screen.json == nil)
    }
}
