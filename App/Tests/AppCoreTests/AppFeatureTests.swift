import CartDomain
import CartTesting
import CatalogTesting
import DomainCore
import HomeDomain
import PresentationCore
import PresentationTesting
import Testing
import TodosPresentation
import TodosTesting

@testable import AppComposition
@testable import AppCore
@testable import CartPresentation
@testable import CatalogPresentation
@testable import HomePresentation

/// The root store across features, under the exhaustive `TestStore`: every action any feature feeds back is
/// asserted, so a missing or an extra reload of the dashboard fails the test.
@MainActor
@Suite("App feature: one root store over the features")
struct AppFeatureTests {
    private let products = FakeProductRepository(products: CartFixtures.products, categories: [])
    private let cart = FakeCartRepository()
    private let todos = FakeTodoRepository()

    /// What the dashboard shows now, read directly from the fakes.
    private var loadDashboard: LoadDashboard {
        TestCommands.loadDashboard(products: products, cart: cart, todos: todos)
    }

    private func makeStore() -> TestStore<AppFeature.State, AppFeature.Action> {
        TestStore(
            initialState: AppFeature.State(),
            reducer: TestCommands.appFeature(products: products, cart: cart, todos: todos))
    }

    /// Loads the dashboard through the root and returns what it showed.
    private func loadHome(_ store: TestStore<AppFeature.State, AppFeature.Action>) async -> Dashboard {
        let dashboard = await loadDashboard()
        await store.send(.home(.load)) { $0.home.dashboard = .loading }
        await store.receive(.home(.dashboardLoaded(dashboard))) { $0.home.dashboard = .loaded(dashboard) }
        return dashboard
    }

    @Test("a product opened in the catalog and added to the cart changes the Home dashboard's cart tile")
    func addingFromTheCatalogUpdatesHome() async throws {
        let store = makeStore()
        let phone = CartFixtures.phone
        let before = await loadHome(store)

        var detail = ProductDetailFeature.State(productID: phone.id)
        await store.send(.catalog(.show(productID: phone.id))) { $0.catalog.detail = detail }
        detail.product = .loading
        await store.receive(.catalog(.detail(.load))) { $0.catalog.detail = detail }
        detail.product = .loaded(phone)
        await store.receive(.catalog(.detail(.loaded(.success(phone))))) { $0.catalog.detail = detail }

        let twoPhones = CartFixtures.cart([CartFixtures.line(phone, quantity: 2)])
        await store.send(.cart(.add(productID: phone.id, quantity: 2))) {
            $0.cart.request = .add(productID: phone.id)
            $0.cart.cart = .loading
        }
        await store.receive(.cart(.cartLoaded(.success(twoPhones)))) { $0.cart.cart = .loaded(twoPhones) }
        let after = await loadDashboard()
        await store.receive(.home(.load)) { $0.home.dashboard = .refreshing(before) }
        await store.receive(.home(.dashboardLoaded(after))) { $0.home.dashboard = .loaded(after) }
        await store.finish()

        #expect(try before.cart.get().itemCount == 0)
        #expect(try after.cart.get() == CartSummary(itemCount: 2, total: twoPhones.total))
    }

    @Test("a todo added while the dashboard is on show reloads it, with one more open todo")
    func addingATodoUpdatesHome() async throws {
        let store = makeStore()
        store.exhaustivity = .off
        let before = await loadHome(store)

        await store.send(.todos(.add(title: "Water the plants")))
        await store.receive(.home(.load))
        let after = await loadDashboard()
        await store.receive(.home(.dashboardLoaded(after)))
        await store.finish()

        #expect(try after.todos.get().openCount == before.todos.get().openCount + 1)
    }

    @Test("showing the cart changes nothing, so the dashboard is not loaded again")
    func showingTheCartDoesNotReload() async {
        let store = makeStore()
        _ = await loadHome(store)

        await store.send(.cart(.show)) { $0.cart.cart = .loading }
        await store.receive(.cart(.cartLoaded(.success(Cart())))) { $0.cart.cart = .loaded(Cart()) }
        await store.finish()
    }

    @Test("a change while the dashboard was never shown loads nothing for it")
    func noDashboardNoReload() async {
        let store = makeStore()
        let phone = CartFixtures.phone
        let onePhone = CartFixtures.cart([CartFixtures.line(phone, quantity: 1)])

        await store.send(.cart(.add(productID: phone.id, quantity: 1))) {
            $0.cart.request = .add(productID: phone.id)
            $0.cart.cart = .loading
        }
        await store.receive(.cart(.cartLoaded(.success(onePhone)))) { $0.cart.cart = .loaded(onePhone) }
        await store.finish()
    }

    @Test("a change that failed changed nothing, so the dashboard is not loaded again")
    func failedChangeDoesNotReload() async {
        let store = makeStore()
        _ = await loadHome(store)
        let error = DomainError.notFound(entity: "product", id: "999")

        await store.send(.cart(.add(productID: 999, quantity: 1))) {
            $0.cart.request = .add(productID: 999)
            $0.cart.cart = .loading
        }
        await store.receive(.cart(.cartLoaded(.failure(error)))) { $0.cart.cart = .failed(error) }
        await store.finish()
    }
}
