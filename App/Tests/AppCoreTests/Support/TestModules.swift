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
import PresentationTerminal
import TodosPresentation
import TodosTesting

@testable import AppComposition
@testable import AppCore

/// Feature modules over fakes, each with a store of its own, for tests of one module's commands. The app
/// gives its modules parts of one root store instead (`AppContainer`); a module works the same on either.
@MainActor
enum TestModules {
    static func catalog(_ repository: any ProductRepository = FakeProductRepository()) -> any FeatureModule {
        CatalogModule.make(Store(initialState: .init(), reducer: CatalogFeature(repository: repository)))
    }

    static func cart(_ cart: FakeCartRepository = FakeCartRepository()) -> any FeatureModule {
        let feature = CartFeature(
            products: FixedProductRepository(), cart: cart, dates: .fixed(CartFixtures.checkoutDate),
            ids: .incrementing())
        return CartModule.make(Store(initialState: .init(), reducer: feature))
    }

    static func todos(_ repository: FakeTodoRepository = FakeTodoRepository()) -> any FeatureModule {
        let feature = TodosFeature(repository: repository, dates: .fixed(TodoFixtures.now), ids: .incrementing())
        return TodosModule.make(Store(initialState: .init(), reducer: feature))
    }

    static func markets(_ repository: FakeCoinRepository = FakeCoinRepository()) -> any FeatureModule {
        MarketsModule.make(Store(initialState: .init(), reducer: MarketsFeature(repository: repository)))
    }

    /// The dashboard over the fakes the root's features share.
    static func loadDashboard(
        products: any ProductRepository, cart: FakeCartRepository, todos: FakeTodoRepository
    ) -> LoadDashboard {
        LoadDashboard(
            browseProducts: .init(repository: products), listCategories: .init(repository: products),
            getCart: .init(cart: cart), listTodos: .init(repository: todos),
            topMover: .init(repository: FakeCoinRepository()))
    }

    /// The root reducer as the app makes it, over shared fakes, with the features these tests compose: Home,
    /// the catalog, the cart and the todos, each in its `Scope`.
    static func appFeature(
        products: any ProductRepository, cart: FakeCartRepository, todos: FakeTodoRepository
    ) -> AppFeature {
        let loadDashboard = loadDashboard(products: products, cart: cart, todos: todos)
        let features: [any Reducer<AppFeature.State, AppFeature.Action>] = [
            Scope(state: \.home, action: .home, child: HomeFeature(loadDashboard: loadDashboard)),
            Scope(state: \.catalog, action: .catalog, child: CatalogFeature(repository: products)),
            Scope(
                state: \.cart, action: .cart,
                child: CartFeature(
                    products: products, cart: cart, dates: .fixed(CartFixtures.checkoutDate), ids: .incrementing())),
            Scope(
                state: \.todos, action: .todos,
                child: TodosFeature(repository: todos, dates: .fixed(TodoFixtures.now), ids: .incrementing())),
        ]
        return AppFeature(features: features)
    }

    /// Home, the catalog and the cart as the app makes them: parts of one root store, over shared fakes.
    static func composed(cart: FakeCartRepository) -> [any FeatureModule] {
        let reducer = appFeature(products: FixedProductRepository(), cart: cart, todos: FakeTodoRepository())
        let root = Store(initialState: AppFeature.State(), reducer: reducer)
        let modules: [any FeatureModule] = [
            CatalogModule.make(root.scope(state: \.catalog, action: .catalog)),
            CartModule.make(root.scope(state: \.cart, action: .cart)),
        ]
        return [HomeModule.make(root.scope(state: \.home, action: .home), features: modules)] + modules
    }

    static func home(_ loadDashboard: LoadDashboard, listing features: [any FeatureModule] = []) -> any FeatureModule {
        HomeModule.make(
            Store(initialState: .init(), reducer: HomeFeature(loadDashboard: loadDashboard)), features: features)
    }
}
