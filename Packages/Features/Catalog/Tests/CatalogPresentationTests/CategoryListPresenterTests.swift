import CatalogDomain
import DomainCore
import PresentationCore
import Testing

@testable import CatalogPresentation

@Suite("Category list screen")
struct CategoryListPresenterTests {
    private let categories = [
        ProductCategory(slug: "home-decoration", name: "Home Decoration"),
        ProductCategory(slug: "smartphones", name: "Smartphones"),
    ]

    private func screen(_ categories: Loadable<[ProductCategory]>) -> Screen {
        var state = CatalogFeature.State()
        state.panel = .categories
        state.categories = categories
        return state.screen(in: .english)
    }

    @Test("categories are a table whose rows open the category's products")
    func table() {
        let screen = screen(.loaded(categories))

        #expect(screen.title == "Categories")
        #expect(screen.subtitle == "2 categories")
        #expect(
            screen.sections == [
                Screen.Section(
                    content: .table(
                        Screen.Table(
                            columns: [Screen.Column("Slug"), Screen.Column("Name", isFlexible: true)],
                            rows: [
                                Screen.Row(
                                    ["home-decoration", "Home Decoration"],
                                    opens: Screen.Route(CatalogRoute.category(slug: "home-decoration"))),
                                Screen.Row(
                                    ["smartphones", "Smartphones"],
                                    opens: Screen.Route(CatalogRoute.category(slug: "smartphones"))),
                            ])))
            ])
    }

    @Test("the JSON document lists slugs and names")
    func json() {
        #expect(
            screen(.loaded(categories)).json?.serialized()
                == #"{"categories":[{"slug":"home-decoration","name":"Home Decoration"},"#
                + #"{"slug":"smartphones","name":"Smartphones"}]}"#)
    }

    @Test("a failure carries its kind")
    func failure() {
        let error = DomainError.unavailable(service: "products", cause: .timedOut(path: "/", seconds: 10))

        #expect(screen(.failed(error)).failure?.kind == .unavailable)
    }

    @Test("while loading, the screen says so")
    func loading() {
        #expect(screen(.loading).status == .loading(label: "Loading categories…"))
    }
}
