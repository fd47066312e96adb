import CatalogDomain
import CatalogTesting
import DomainCore
import PresentationCore
import Testing

@testable import CatalogPresentation

@Suite("Product detail screen")
struct ProductDetailPresenterTests {
    private func screen(_ product: Loadable<Product>, id: Int = 1) -> Screen {
        var detail = ProductDetailFeature.State(productID: id)
        detail.product = product
        var state = CatalogFeature.State()
        state.detail = detail
        return state.screen(in: .english)
    }

    @Test("a product is shown as fields and a description, titled with its name")
    func fieldsAndDescription() {
        let screen = screen(.loaded(ProductFixtures.phone))

        #expect(screen.title == "Aurora X2 Smartphone")
        #expect(
            screen.sections == [
                Screen.Section(
                    content: .fields([
                        Field("Title", "Aurora X2 Smartphone"),
                        Field("Brand", "Norvik"),
                        Field("Category", "smartphones"),
                        Field("Price", "$899.00"),
                        Field("Discount", "12.5 %"),
                        Field("Rating", "4.5"),
                        Field("Stock", "3"),
                        Field("Availability", "Low Stock"),
                        Field("Tags", "smartphones, 5g"),
                    ])),
                Screen.Section(
                    title: "Description",
                    content: .text("A 6.1-inch phone with a 48 MP camera and two days of battery.")),
            ])
        #expect(screen.routes.first == Screen.Route(CatalogRoute.back))
    }

    @Test("a product without optional values shows dashes and no description")
    func missingValues() {
        let screen = screen(.loaded(ProductFixtures.legacy), id: 4)

        #expect(
            screen.sections == [
                Screen.Section(
                    content: .fields([
                        Field("Title", "Canvas Tote"),
                        Field("Brand", "—"),
                        Field("Category", "uncategorized"),
                        Field("Price", "$12.50"),
                        Field("Discount", "—"),
                        Field("Rating", "—"),
                        Field("Stock", "—"),
                        Field("Availability", "—"),
                        Field("Tags", "—"),
                    ]))
            ])
    }

    @Test("the JSON document is the product with its description and tags")
    func json() {
        let expected =
            #"{"id":6,"title":"Café “Ristretto” Beans","price":"18.90","currency":"USD","discountPercentage":0,"#
            + #""rating":4.9,"stock":120,"brand":"Tostado","category":"groceries","#
            + #""description":"Dark roast, 1 kg bag.","tags":["coffee"]}"#

        #expect(screen(.loaded(ProductFixtures.coffee), id: 6).json?.serialized() == expected)
    }

    @Test("while loading, the title names the id")
    func loading() {
        let screen = screen(.loading, id: 42)

        #expect(screen.title == "Product 42")
        #expect(screen.status == .loading(label: "Loading product…"))
    }

    @Test("an unknown product is a not-found failure")
    func notFound() {
        let screen = screen(.failed(.notFound(entity: "product", id: "42")), id: 42)

        #expect(screen.failure == Failure(kind: .notFound, message: "No product with id 42."))
        #expect(screen.json == nil)
    }
}
