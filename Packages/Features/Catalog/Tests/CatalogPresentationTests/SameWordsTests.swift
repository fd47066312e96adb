import CatalogDomain
import CatalogTesting
import DomainCore
import PresentationCore
import Testing

@testable import CatalogPresentation

/// The terminal UI prints what SwiftUI is given: each screen is laid out of its view model, so its title and its
/// empty or failed message are the view model's own strings.
@Suite("Both UIs show the same words")
struct SameWordsTests {
    @Test(
        "the product list's title and its empty or failed message",
        arguments: [
            Loadable.loaded(Page(slicing: [Product](), request: .first)), .failed(ProductFixtures.outage),
        ])
    func productList(products: Loadable<Page<Product>>) throws {
        var state = CatalogFeature.State()
        state.open(.search("teapot"), page: 1)
        state.products = products
        let model = state.productListViewModel(in: .english)

        #expect(state.screen(in: .english).title == model.title)
        #expect(state.screen(in: .english).messages.map(\.text) == [try #require(model.phase.message)])
    }

    @Test(
        "the categories' title and their empty or failed message",
        arguments: [
            Loadable.loaded([ProductCategory]()), .failed(ProductFixtures.outage),
        ])
    func categories(categories: Loadable<[ProductCategory]>) throws {
        var state = CatalogFeature.State()
        state.panel = .categories
        state.categories = categories
        let model = state.categoryListViewModel(in: .english)

        #expect(state.screen(in: .english).title == model.title)
        #expect(state.screen(in: .english).messages.map(\.text) == [try #require(model.phase.message)])
    }

    @Test("a product's title and its failed message")
    func productDetail() throws {
        var state = CatalogFeature.State()
        state.detail = ProductDetailFeature.State(productID: 9)
        state.detail?.product = .failed(.notFound(entity: "product", id: "9"))
        let model = state.productDetailViewModel(in: .english)

        #expect(state.screen(in: .english).title == model.title)
        #expect(state.screen(in: .english).messages.map(\.text) == [try #require(model.phase.message)])
    }
}
