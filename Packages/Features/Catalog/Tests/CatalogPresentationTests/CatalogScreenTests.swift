import CatalogDomain
import CatalogTesting
import DomainCore
import PresentationCore
import Testing

@testable import CatalogPresentation

/// How a screen meets the store: SwiftUI cancels a view's task when it disappears, a toolbar's task may run
/// after the list's, and a search field reads back the state it sets. Plain stores, as the views hold them.
@MainActor
@Suite("CatalogFeature on screen")
struct CatalogScreenTests {
    private func makeStore(_ repository: FakeProductRepository) -> Store<CatalogFeature.State, CatalogFeature.Action> {
        Store(initialState: CatalogFeature.State(), reducer: CatalogFeature.over(repository))
    }

    @Test("a first load cut off by leaving the screen starts again when the screen appears")
    func appearAfterCancelledLoad() async throws {
        let repository = FakeProductRepository()
        await repository.hold()
        let store = makeStore(repository)

        let task = store.send(.appeared)
        await repository.waitUntilSuspended(count: 2)
        task.cancel()
        await repository.waitUntilCancelled(count: 2)
        await repository.release()
        await store.send(.appeared).finish()

        let expected = try Page(items: ProductFixtures.all, request: .first, total: 6)
        #expect(store.products == .loaded(expected))
        #expect(store.categories == .loaded(ProductFixtures.categories))
    }

    @Test("categories that failed to load are tried again when the screen appears: the menu has no retry")
    func appearRetriesFailedCategories() async {
        let repository = FakeProductRepository()
        let outage = DomainError.unavailable(service: "products", cause: .status(code: 500, path: "/"))
        await repository.fail(.categories, with: outage)
        let store = makeStore(repository)

        await store.send(.appeared).finish()
        #expect(store.categories == .failed(outage))
        await repository.fail(.categories, with: nil)
        await store.send(.appeared).finish()

        #expect(store.categories == .loaded(ProductFixtures.categories))
    }

    @Test("loading the categories for the menu leaves the list and its page buttons working")
    func menuCategoriesKeepPaging() async throws {
        let products = ProductFixtures.numbered(25)
        let store = makeStore(FakeProductRepository(products: products))

        await store.send(.list(page: 1, category: nil)).finish()
        await store.send(.appeared).finish()
        #expect(store.panel == .products)
        #expect(store.categories == .loaded(ProductFixtures.categories))
        await store.send(.nextPage).finish()

        let second = try Page(items: Array(products[10..<20]), request: try PageRequest(page: 2), total: 25)
        #expect(store.products == .loaded(second))
    }

    @Test("the search field reads back what was typed; the trimmed text is what is searched")
    func searchTextAsTyped() async throws {
        let repository = FakeProductRepository()
        let store = makeStore(repository)

        await store.send(.searchTextChanged("red ")).finish()
        #expect(store.searchText == "red ")
        #expect(store.listing == .search("red"))
        await store.send(.searchTextChanged("red l")).finish()
        #expect(store.searchText == "red l")
        #expect(store.listing == .search("red l"))
        await store.send(.searchTextChanged(" ")).finish()
        #expect(store.searchText == " ")
        #expect(store.listing == .all)
        #expect(store.products.value != nil)
    }
}
