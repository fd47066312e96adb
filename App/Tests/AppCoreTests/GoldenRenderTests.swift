import AppCore
import PresentationCore
import PresentationTerminal
import Testing

/// Fixed screens rendered and compared with the files under `Golden/`; `UPDATE_GOLDEN=1 swift test` rewrites
/// them after a deliberate change.
@Suite("ScreenPrinter golden files")
struct GoldenRenderTests {
    static let productList = Screen(
        title: "Products",
        subtitle: "Page 2 of 6 · 57 products",
        sections: [
            Screen.Section(
                content: .table(
                    Screen.Table(
                        columns: [
                            Screen.Column("#", alignment: .trailing),
                            Screen.Column("Title", isFlexible: true),
                            Screen.Column("Category"),
                            Screen.Column("Price", alignment: .trailing),
                            Screen.Column("Rating", alignment: .trailing),
                        ],
                        rows: [
                            Screen.Row(
                                ["11", "Aurora X2 Smartphone", "smartphones", "$899.00", "4.5"],
                                opens: Screen.Route(Product.id(11))),
                            Screen.Row(
                                [
                                    "12", "Essence Mascara Lash Princess, extra long title for cutting", "beauty",
                                    "$9.99", "4.94",
                                ],
                                opens: Screen.Route(Product.id(12))
                            ),
                            Screen.Row(
                                ["13", "和風 ティーセット", "kitchen", "$1,299.00", "—"], opens: Screen.Route(Product.id(13))),
                        ]
                    )
                )
            )
        ],
        messages: [Message(.warning, "1 product could not be read and was left out.")]
    )

    /// A feature's route, as rows carry them; the renderer only needs to know that a row has one.
    enum Product: Hashable, Sendable { case id(Int) }

    static let productDetail = Screen(
        title: "Aurora X2 Smartphone",
        subtitle: "smartphones · Norvik",
        sections: [
            Screen.Section(
                content: .fields([
                    Field("Price", "$899.00"),
                    Field("Discount", "12.5 %"),
                    Field("Availability", "Low Stock"),
                    Field("Tags", "smartphones, 5g, camera, battery, a very long list of tags that wraps"),
                ])
            ),
            Screen.Section(
                title: "Description",
                content: .text("A 6.1-inch phone with a 48 MP camera and two days of battery.\nSecond paragraph.")
            ),
        ]
    )

    static let staleMarkets = Screen(
        title: "Markets",
        status: .stale(reason: "cached 12 min ago, offline"),
        sections: [
            Screen.Section(
                content: .table(
                    Screen.Table(
                        columns: [Screen.Column("Coin"), Screen.Column("Price", alignment: .trailing)],
                        rows: [Screen.Row(["Bitcoin", "$68450"]), Screen.Row(["Tiny", "$0.00000123"])]
                    )
                )
            )
        ],
        messages: [Message(.info, "Prices are from the last successful fetch.")]
    )

    @Test("a product list, one shot", arguments: [40, 80, 120])
    func list(width: Int) {
        let text = TextRenderer(options: RenderOptions(width: width)).render(Self.productList)
        Golden.check(text, file: "list-\(width)")
    }

    @Test("a product list in a session: row numbers and commands")
    func listInSession() {
        let options = RenderOptions(width: 80, showsCommands: true, numbersRows: true)
        Golden.check(
            TextRenderer(options: options).render(Self.productList, commands: ["next", "prev"]), file: "list-session")
    }

    @Test("a product list with colors")
    func listInColor() {
        Golden.check(
            TextRenderer(options: RenderOptions(width: 80, colors: true)).render(Self.productList), file: "list-color")
    }

    @Test("a product detail with fields and paragraphs", arguments: [40, 80])
    func detail(width: Int) {
        Golden.check(
            TextRenderer(options: RenderOptions(width: width)).render(Self.productDetail), file: "detail-\(width)")
    }

    @Test("a stale screen")
    func stale() {
        Golden.check(TextRenderer(options: RenderOptions(width: 80)).render(Self.staleMarkets), file: "stale")
    }
}
