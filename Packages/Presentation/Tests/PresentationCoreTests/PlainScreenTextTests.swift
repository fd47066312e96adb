import PresentationCore
import Testing

@Suite("Plain screen text")
struct PlainScreenTextTests {
    @Test("a table is padded to its widest cell, trailing columns aligned right")
    func table() {
        let screen = Screen(
            title: "Products",
            subtitle: "Page 1 of 1",
            sections: [
                Screen.Section(
                    content: .table(
                        Screen.Table(
                            columns: [Screen.Column("Title"), Screen.Column("Price", alignment: .trailing)],
                            rows: [Screen.Row(["Lamp", "$60.00"]), Screen.Row(["Phone", "$899.00"])]
                        )
                    )
                )
            ],
            messages: [Message(.info, "2 products")]
        )
        #expect(
            PlainScreenText.render(screen) == """
                Products
                Page 1 of 1

                Title    Price
                Lamp    $60.00
                Phone  $899.00
                2 products
                """
        )
    }

    @Test("fields line up after the longest label")
    func fields() {
        let screen = Screen(
            title: "Lamp",
            sections: [Screen.Section(content: .fields([Field("Price", "$60.00"), .init("Stock", "0")]))]
        )
        #expect(PlainScreenText.render(screen) == "Lamp\n\nPrice  $60.00\nStock  0")
    }

    @Test("routes are listed as the feature's own values")
    func routes() {
        let screen = Screen(
            title: "Cart", routes: [Screen.Route(Sample.checkout), Screen.Route(Sample.product(id: 3))])
        #expect(PlainScreenText.render(screen) == "Cart\n\nRoutes: checkout · product(id: 3)")
    }
}

/// A feature's routes, as a feature would declare them.
private enum Sample: Hashable, Sendable {
    case checkout
    case product(id: Int)
    case category(slug: String)
}

@Suite("Screen routes")
struct ScreenRouteTests {
    @Test("a route gives back the feature's value, and only as its own type")
    func roundTrip() {
        let route = Screen.Route(Sample.category(slug: "x --page 9"))
        #expect(route.value(as: Sample.self) == .category(slug: "x --page 9"))
        #expect(route.value(as: String.self) == nil)
    }

    @Test("routes are equal when their values are, and never across types")
    func equality() {
        #expect(Screen.Route(Sample.product(id: 3)) == Screen.Route(Sample.product(id: 3)))
        #expect(Screen.Route(Sample.product(id: 3)) != Screen.Route(Sample.product(id: 4)))
        #expect(Screen.Route(3) != Screen.Route("3"))
    }
}
