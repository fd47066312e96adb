import CatalogDomain
import CatalogTesting
import DomainCore
import PresentationTesting
import Testing

@testable import CatalogPresentation

@MainActor
@Suite("CatalogFeature")
struct CatalogFeatureTests {
    private func makeStore(_ repository: FakeProductRepository) -> TestStore<
        CatalogFeature.State, CatalogFeature.Action
    > {
        TestStore(initialState: CatalogFeature.State(), reducer: CatalogFeature.over(repository))
    }

    private func page(_ items: [Product], _ number: Int = 1, total: Int) throws -> Page<Product> {
        try Page(items: items, request: try PageRequest(page: number), total: total)
    }

    @Test("listing shows a loading state, then the page of products")
    func listHappyPath() async throws {
        let store = makeStore(FakeProductRepository())
        let expected = try page(ProductFixtures.all, total: 6)

        await store.send(.list(page: 1, category: nil)) { $0.products = .loading }
        await store.receive(.productsLoaded(.success(expected))) { $0.products = .loaded(expected) }
        await store.finish()
    }

    @Test("listing a category asks for that category only")
    func listCategory() async throws {
        let repository = FakeProductRepository()
        let store = makeStore(repository)
        let expected = try page([ProductFixtures.lamp], total: 1)

        await store.send(.list(page: 1, category: "home-decoration")) {
            $0.listing = .category("home-decoration")
            $0.products = .loading
        }
        await store.receive(.productsLoaded(.success(expected))) { $0.products = .loaded(expected) }
        await store.finish()
        #expect(await repository.calls == [.products(page: .first, category: "home-decoration")])
    }

    @Test("a search that matches nothing ends in an empty page")
    func emptySearch() async throws {
        let store = makeStore(FakeProductRepository())
        let expected = try page([], total: 0)

        await store.send(.search(query: " submarine ", page: 1)) {
            $0.searchText = " submarine "
            $0.listing = .search("submarine")
            $0.products = .loading
        }
        await store.receive(.productsLoaded(.success(expected))) { $0.products = .loaded(expected) }
        await store.finish()
        #expect(store.state.screen(in: .english).messages.map(\.text) == ["No products match “submarine”."])
    }

    @Test("a failing repository ends in the failed state with its error")
    func failure() async {
        let failure = DomainError.unavailable(service: "products", cause: .status(code: 500, path: "/products"))
        let repository = FakeProductRepository()
        await repository.fail(.products, with: failure)
        let store = makeStore(repository)

        await store.send(.list(page: 1, category: nil)) { $0.products = .loading }
        await store.receive(.productsLoaded(.failure(failure))) { $0.products = .failed(failure) }
        await store.finish()
    }

    @Test("an empty query fails as a validation error from the use case")
    func emptyQuery() async {
        let repository = FakeProductRepository()
        let store = makeStore(repository)
        let error = DomainError.validation(field: "query", rule: .empty)

        await store.send(.search(query: "   ", page: 1)) {
            $0.searchText = "   "
            $0.listing = .search("")
            $0.products = .loading
        }
        await store.receive(.productsLoaded(.failure(error))) { $0.products = .failed(error) }
        await store.finish()
        #expect(await repository.calls.isEmpty)
    }

    @Test("a page below 1 fails at once, without asking the repository")
    func pageBelowOne() async {
        let repository = FakeProductRepository()
        let store = makeStore(repository)

        await store.send(.list(page: 0, category: nil)) {
            $0.page = 0
            $0.products = .failed(.validation(field: "page", rule: .outOfRange(0, minimum: 1, maximum: 1_000_000)))
        }
        await store.finish()
        #expect(await repository.calls.isEmpty)
    }

    @Test("next and previous page re-request the list, and stop at its ends")
    func paging() async throws {
        let products = ProductFixtures.numbered(25)
        let repository = FakeProductRepository(products: products)
        let store = makeStore(repository)
        let first = try page(Array(products[0..<10]), 1, total: 25)
        let second = try page(Array(products[10..<20]), 2, total: 25)
        let third = try page(Array(products[20..<25]), 3, total: 25)

        await store.send(.previousPage)
        await store.send(.list(page: 1, category: nil)) { $0.products = .loading }
        await store.receive(.productsLoaded(.success(first))) { $0.products = .loaded(first) }
        await store.send(.previousPage)
        await store.send(.nextPage) {
            $0.page = 2
            $0.products = .loading
        }
        await store.receive(.productsLoaded(.success(second))) { $0.products = .loaded(second) }
        await store.send(.nextPage) {
            $0.page = 3
            $0.products = .loading
        }
        await store.receive(.productsLoaded(.success(third))) { $0.products = .loaded(third) }
        await store.send(.nextPage)
        await store.send(.previousPage) {
            $0.page = 2
            $0.products = .loading
        }
        await store.receive(.productsLoaded(.success(second))) { $0.products = .loaded(second) }
        await store.finish()
    }

    @Test("reloading after a failure asks again for the same search and page")
    func reloadKeepsSearch() async throws {
        let products = ProductFixtures.numbered(12)
        let repository = FakeProductRepository(products: products)
        let failure = DomainError.unavailable(service: "products", cause: .status(code: 500, path: "/"))
        await repository.fail(.search, with: failure)
        let store = makeStore(repository)
        let first = try page(Array(products[0..<10]), 1, total: 12)

        await store.send(.search(query: "item", page: 1)) {
            $0.searchText = "item"
            $0.listing = .search("item")
            $0.products = .loading
        }
        await store.receive(.productsLoaded(.failure(failure))) { $0.products = .failed(failure) }
        await repository.fail(.search, with: nil)
        await store.send(.reload) { $0.products = .loading }
        await store.receive(.productsLoaded(.success(first))) { $0.products = .loaded(first) }
        await store.finish()
        #expect(await repository.calls == [.search(query: "item", page: .first), .search(query: "item", page: .first)])
    }

    @Test("paging keeps the current search")
    func pagingKeepsSearch() async throws {
        let products = ProductFixtures.numbered(12)
        let repository = FakeProductRepository(products: products)
        let store = makeStore(repository)
        let first = try page(Array(products[0..<10]), 1, total: 12)
        let second = try page(Array(products[10..<12]), 2, total: 12)

        await store.send(.search(query: "item", page: 1)) {
            $0.searchText = "item"
            $0.listing = .search("item")
            $0.products = .loading
        }
        await store.receive(.productsLoaded(.success(first))) { $0.products = .loaded(first) }
        await store.send(.nextPage) {
            $0.page = 2
            $0.products = .loading
        }
        await store.receive(.productsLoaded(.success(second))) { $0.products = .loaded(second) }
        await store.finish()
        #expect(
            await repository.calls == [
                .search(query: "item", page: .first), .search(query: "item", page: try PageRequest(page: 2)),
            ])
    }

    @Test("a newer search cancels the older one still in flight")
    func newerSearchCancelsOlder() async throws {
        let repository = FakeProductRepository()
        await repository.hold()
        let store = makeStore(repository)
        let phones = try page([ProductFixtures.phone, ProductFixtures.budgetPhone], total: 2)

        await store.send(.search(query: "lamp", page: 1)) {
            $0.searchText = "lamp"
            $0.listing = .search("lamp")
            $0.products = .loading
        }
        await repository.waitUntilSuspended(count: 1)
        await store.send(.search(query: "phone", page: 1)) {
            $0.searchText = "phone"
            $0.listing = .search("phone")
        }
        await repository.waitUntilSuspended(count: 2)
        await repository.release()
        await store.receive(.productsLoaded(.success(phones))) { $0.products = .loaded(phones) }
        await store.finish()
        await repository.waitUntilCancelled(count: 1)
        #expect(await repository.cancelledCalls == [.search(query: "lamp", page: .first)])
    }

    @Test("showing a product presents its details; dismissing returns to the list")
    func showAndDismissDetail() async {
        let store = makeStore(FakeProductRepository())
        var presented = ProductDetailFeature.State(productID: 3)

        await store.send(.show(productID: 3)) { $0.detail = presented }
        presented.product = .loading
        await store.receive(.detail(.load)) { $0.detail = presented }
        presented.product = .loaded(ProductFixtures.lamp)
        await store.receive(.detail(.loaded(.success(ProductFixtures.lamp)))) { $0.detail = presented }
        await store.send(.dismissDetail) { $0.detail = nil }
        await store.finish()
    }

    @Test("an unknown product shows a not-found failure")
    func showUnknownProduct() async {
        let store = makeStore(FakeProductRepository())
        let error = DomainError.notFound(entity: "product", id: "999")

        await store.send(.show(productID: 999)) { $0.detail = ProductDetailFeature.State(productID: 999) }
        await store.receive(.detail(.load)) { $0.detail?.product = .loading }
        await store.receive(.detail(.loaded(.failure(error)))) { $0.detail?.product = .failed(error) }
        await store.finish()
        #expect(store.state.screen(in: .english).failure == .init(kind: .notFound, message: "No product with id 999."))
    }

    @Test("dismissing the details while they load cancels the fetch")
    func dismissCancelsDetailFetch() async {
        let repository = FakeProductRepository()
        await repository.hold()
        let store = makeStore(repository)

        await store.send(.show(productID: 1)) { $0.detail = ProductDetailFeature.State(productID: 1) }
        await store.receive(.detail(.load)) { $0.detail?.product = .loading }
        await repository.waitUntilSuspended(count: 1)
        await store.send(.dismissDetail) { $0.detail = nil }
        await store.finish()
        await repository.waitUntilCancelled(count: 1)
        #expect(await repository.cancelledCalls == [.product(id: 1)])
    }

    @Test("a new list closes the presented details")
    func listClosesDetail() async throws {
        let store = makeStore(FakeProductRepository())
        let lamp = try page([ProductFixtures.lamp], total: 1)

        await store.send(.show(productID: 3)) { $0.detail = ProductDetailFeature.State(productID: 3) }
        await store.receive(.detail(.load)) { $0.detail?.product = .loading }
        await store.receive(.detail(.loaded(.success(ProductFixtures.lamp)))) {
            $0.detail?.product = .loaded(ProductFixtures.lamp)
        }
        await store.send(.search(query: "lamp", page: 1)) {
            $0.searchText = "lamp"
            $0.detail = nil
            $0.listing = .search("lamp")
            $0.products = .loading
        }
        await store.receive(.productsLoaded(.success(lamp))) { $0.products = .loaded(lamp) }
        await store.finish()
    }

    @Test("categories are listed sorted by name")
    func categories() async {
        let store = makeStore(FakeProductRepository())
        let sorted = ProductFixtures.categories.sorted { $0.name < $1.name }

        await store.send(.categories) {
            $0.panel = .categories
            $0.categories = .loading
        }
        await store.receive(.categoriesLoaded(.success(sorted))) { $0.categories = .loaded(sorted) }
        await store.finish()
    }

    @Test("paging does nothing while the categories are on screen")
    func pagingIgnoredOnCategories() async throws {
        let products = ProductFixtures.numbered(25)
        let store = makeStore(FakeProductRepository(products: products))
        let first = try page(Array(products[0..<10]), total: 25)
        let sorted = ProductFixtures.categories.sorted { $0.name < $1.name }

        await store.send(.list(page: 1, category: nil)) { $0.products = .loading }
        await store.receive(.productsLoaded(.success(first))) { $0.products = .loaded(first) }
        await store.send(.categories) {
            $0.panel = .categories
            $0.categories = .loading
        }
        await store.receive(.categoriesLoaded(.success(sorted))) { $0.categories = .loaded(sorted) }
        await store.send(.nextPage)
        await store.finish()
    }
}
