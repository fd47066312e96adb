import CartPresentation
import CartTesting
import CatalogDomain
import CatalogPresentation
import CatalogTesting
import HomeDomain
import HomePresentation
import MarketsPresentation
import MarketsTesting
import PresentationCore
import TodosPresentation
import TodosTesting

@testable import AppCore

/// Feature modules over fakes, each with a store of its own, for tests of one module's commands. The app
/// gives its modules parts of one root store instead (`AppContainer`); a module works the same on either.
@MainActor
enum TestModules {
    static func catalog(_ repository: any ProductRepository = FakeProductRepository()) -> any FeatureModule {
        CatalogModule.make(store: Store(initialState: .init(), reducer: CatalogFeature(repository: repository)))
    }

    static func cart(_ cart: FakeCartRepository = FakeCartRepository()) -> any FeatureModule {
        let feature = CartFeature(
            products: FixedProductRepository(), cart: cart, dates: .fixed(CartFixtures.checkoutDate),
            ids: .incrementing())
        return CartModule.make(store: Store(initialState: .init(), reducer: feature))
    }

    static func todos(_ repository: FakeTodoRepository = FakeTodoRepository()) -> any FeatureModule {
        let feature = TodosFeature(repository: repository, dates: .fixed(TodoFixtures.now), ids: .incrementing())
        return TodosModule.make(store: Store(initialState: .init(), reducer: feature))
    }

    static func markets(_ repository: FakeCoinRepository = FakeCoinRepository()) -> any FeatureModule {
        MarketsModule.make(store: Store(initialState: .init(), reducer: MarketsFeature(repository: repository)))
    }

    /// Home, the catalog and the cart as the app makes them: parts of one root store, over shared fakes.
    static func composed(cart: FakeCartRepository) -> [any FeatureModule] {
        let products = FixedProductRepository()
        let loadDashboard = LoadDashboard(
            browseProducts: .init(repository: products), listCategories: .init(repository: products),
            getCart: .init(cart: cart), listTodos: .init(repository: FakeTodoRepository()),
            topMover: .init(repository: FakeCoinRepository()))
        let features: [any Reducer<AppFeature.State, AppFeature.Action>] = [
            Scope(state: \.home, action: .home, child: HomeFeature(loadDashboard: loadDashboard)),
            Scope(state: \.catalog, action: .catalog, child: CatalogFeature(repository: products)),
            Scope(
                state: \.cart, action: .cart,
                child: CartFeature(
                    products: products, cart: cart, dates: .fixed(CartFixtures.checkoutDate), ids: .incrementing())),
        ]
        let root = Store(initialState: AppFeature.State(), reducer: AppFeature(features: features))
        let modules: [any FeatureModule] = [
            CatalogModule.make(store: root.scope(state: \.catalog, action: .catalog)),
            CartModule.make(store: root.scope(state: \.cart, action: .cart)),
        ]
        return [HomeModule.make(store: root.scope(state: \.home, action: .home), features: modules)] + modules
    }

    static func home(_ loadDashboard: LoadDashboard, listing features: [any FeatureModule] = []) -> any FeatureModule {
        HomeModule.make(
            store: Store(initialState: .init(), reducer: HomeFeature(loadDashboard: loadDashboard)), features: features)
    }
}
