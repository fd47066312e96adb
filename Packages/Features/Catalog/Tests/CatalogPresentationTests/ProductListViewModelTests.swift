import CatalogDomain
import CatalogTesting
import DomainCore
import PresentationCore
import Testing

@testable import CatalogPresentation

/// What only SwiftUI draws of the product list: the row values, the page label and which page buttons work.
@Suite("Product list view model")
struct ProductListViewModelTests {
    @Test("a loaded page: its rows as they read, the page label, and only the buttons that lead somewhere")
    func loaded() throws {
        let page = try Page(items: [ProductFixtures.phone], request: try PageRequest(page: 2), total: 11)

        let model = ProductListPresenter.viewModel(
            listing: .category("smartphones"), page: 2, products: .loaded(page), in: .english)

        #expect(model.title == "Products in smartphones")
        #expect(
            model.phase
                == .loaded([
                    ProductListViewModel.Row(
                        id: 1, title: "Aurora X2 Smartphone", category: "smartphones", price: "$899.00",
                        discount: "12.5 %", rating: "4.5", stock: "3")
                ]))
        #expect(model.pageLabel == "Page 2 of 2")
        #expect(model.hasPreviousPage && !model.hasNextPage)
    }

    @Test("while a page loads, no page label and no page buttons")
    func loading() {
        let model = ProductListPresenter.viewModel(listing: .all, page: 3, products: .loading, in: .english)

        #expect(model.phase == .loading("Loading products…"))
        #expect(model.pageLabel == nil && !model.hasPreviousPage && !model.hasNextPage)
    }

    @Test("the category menu lists each category by name, keyed by its slug")
    func categories() {
        let model = CategoryListPresenter.viewModel(
            for: .loaded(Array(ProductFixtures.categories.prefix(2))), in: .english)

        #expect(
            model.phase
                == .loaded([
                    CategoryListViewModel.Row(slug: "furniture", name: "Furniture"),
                    CategoryListViewModel.Row(slug: "groceries", name: "Groceries"),
                ]))
    }
}
