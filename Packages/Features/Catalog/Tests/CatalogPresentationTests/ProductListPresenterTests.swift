import CatalogDomain
import CatalogTesting
import DomainCore
import PresentationCore
import Testing

@testable import CatalogPresentation

@Suite("Product list screen")
struct ProductListPresenterTests {
    private func state(
        _ listing: CatalogFeature.State.Listing = .all,
        page number: Int = 1,
        items: [Product] = [ProductFixtures.phone, ProductFixtures.legacy],
        total: Int = 57
    ) throws -> CatalogFeature.State {
        var state = CatalogFeature.State()
        state.listing = listing
        state.page = number
        state.products = .loaded(try Page(items: items, request: try PageRequest(page: number), total: total))
        return state
    }

    @Test("a loaded page shows its title, position and count")
    func titleAndSubtitle() throws {
        let screen = try state().screen(in: .english)

        #expect(screen.title == "Products")
        #expect(screen.subtitle == "Page 1 of 6 · 57 products")
        #expect(screen.status == .ready)
        #expect(screen.failure == nil)
    }

    @Test(
        "the title names the listing",
        arguments: [
            (CatalogFeature.State.Listing.all, "Products"),
            (.category("smartphones"), "Products in smartphones"),
            (.search("phone"), "Search “phone”"),
        ])
    func titles(listing: CatalogFeature.State.Listing, title: String) throws {
        #expect(try state(listing).screen(in: .english).title == title)
    }

    @Test("products are a table with a flexible title and trailing numbers")
    func table() throws {
        let expected = Screen.Table(
            columns: [
                Screen.Column("#", alignment: .trailing),
                Screen.Column("Title", isFlexible: true),
                Screen.Column("Price", alignment: .trailing),
                Screen.Column("Discount", alignment: .trailing),
                Screen.Column("Rating", alignment: .trailing),
                Screen.Column("Stock", alignment: .trailing),
            ],
            rows: [
                Screen.Row(
                    ["1", "Aurora X2 Smartphone", "$899.00", "12.5 %", "4.5", "3"],
                    opens: Screen.Route(CatalogRoute.product(id: 1))),
                Screen.Row(
                    ["4", "Canvas Tote", "$12.50", "—", "—", "—"], opens: Screen.Route(CatalogRoute.product(id: 4))),
            ]
        )

        #expect(try state().screen(in: .english).sections == [Screen.Section(content: .table(expected))])
    }

    @Test("the JSON document has the docs/CLI.md shape, with money as two-decimal strings and nulls for gaps")
    func json() throws {
        let expected =
            #"{"page":1,"pageCount":6,"total":57,"products":["#
            + #"{"id":1,"title":"Aurora X2 Smartphone","price":"899.00","currency":"USD","discountPercentage":12.5,"#
            + #""rating":4.5,"stock":3,"brand":"Norvik","category":"smartphones"},"#
            + #"{"id":4,"title":"Canvas Tote","price":"12.50","currency":"USD","discountPercentage":0,"#
            + #""rating":null,"stock":null,"brand":null,"category":"uncategorized"}]}"#

        #expect(try state().screen(in: .english).json?.serialized() == expected)
    }

    @Test("the first page offers next but not previous")
    func firstPageHints() throws {
        let routes = try state().screen(in: .english).routes

        #expect(routes.contains(Screen.Route(CatalogRoute.nextPage)))
        #expect(!routes.contains(Screen.Route(CatalogRoute.previousPage)))
        #expect(routes.contains(Screen.Route(CatalogRoute.productDetails)))
    }

    @Test("the last page offers previous but not next")
    func lastPageHints() throws {
        let routes = try state(page: 6, items: [ProductFixtures.lamp]).screen(in: .english).routes

        #expect(routes.contains(Screen.Route(CatalogRoute.previousPage)))
        #expect(!routes.contains(Screen.Route(CatalogRoute.nextPage)))
    }

    @Test("a single page offers neither next nor previous")
    func singlePageHints() throws {
        let screen = try state(items: [ProductFixtures.lamp], total: 1).screen(in: .english)

        #expect(screen.subtitle == "Page 1 of 1 · 1 product")
        #expect(!screen.routes.contains { [.nextPage, .previousPage].contains($0.value(as: CatalogRoute.self)) })
    }

    @Test(
        "an empty list says why it is empty",
        arguments: [
            (CatalogFeature.State.Listing.search("x"), "No products match “x”."),
            (.category("boats"), "No products in the category “boats”."),
            (.all, "There are no products."),
        ])
    func emptyMessages(listing: CatalogFeature.State.Listing, message: String) throws {
        let screen = try state(listing, items: [], total: 0).screen(in: .english)

        #expect(screen.messages == [Message(.info, message)])
        #expect(screen.sections.isEmpty)
        #expect(screen.json?.serialized() == #"{"page":1,"pageCount":1,"total":0,"products":[]}"#)
    }

    @Test("a page past the end names the last page")
    func pastTheEnd() throws {
        let screen = try state(page: 9, items: [], total: 57).screen(in: .english)

        #expect(screen.messages == [Message(.info, "There is no page 9: the last page is 6.")])
        #expect(screen.routes.contains(Screen.Route(CatalogRoute.previousPage)))
    }

    @Test("while loading, the screen says so and has no JSON")
    func loading() {
        var state = CatalogFeature.State()
        state.listing = .search("phone")
        state.products = .loading

        let screen = state.screen(in: .english)

        #expect(screen.title == "Search “phone”")
        #expect(screen.status == .loading(label: "Loading products…"))
        #expect(screen.json == nil)
    }

    @Test("a failure carries its kind and sentence, and no JSON")
    func failure() {
        var state = CatalogFeature.State()
        let error = DomainError.unavailable(service: "products", cause: .status(code: 500, path: "/products"))
        state.products = .failed(error)

        let screen = state.screen(in: .english)

        #expect(
            screen.failure
                == Failure(kind: .unavailable, message: "The products API is unavailable: HTTP 500 from /products."))
        #expect(
            screen.messages == [Message(.error, "The products API is unavailable: HTTP 500 from /products.")])
        #expect(screen.json == nil)
    }
}
