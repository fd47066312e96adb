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

/// Each feature's commands over fakes, with a store of its own, for tests of one feature's commands. The app
/// gives them parts of one root store instead (`AppContainer`); they work the same on either.
@MainActor
enum TestCommands {
    static func catalog(_ repository: any ProductRepository = FakeProductRepository()) -> any FeatureCommands {
        CatalogCommands.make(Store(initialState: .init(), reducer: CatalogFeature(repository: repository)))
    }

    static func cart(_ cart: FakeCartRepository = FakeCartRepository()) -> any FeatureCommands {
        let feature = CartFeature(
            products: FixedProductRepository(), cart: cart, dates: .fixed(CartFixtures.checkoutDate),
            ids: .incrementing())
        return CartCommands.make(Store(initialState: .init(), reducer: feature))
    }

    static func todos(_ repository: FakeTodoRepository = FakeTodoRepository()) -> any FeatureCommands {
        let feature = TodosFeature(repository: repository, dates: .fixed(TodoFixtures.now), ids: .incrementing())
        return TodosCommands.make(Store(initialState: .init(), reducer: feature))
    }

    static func markets(_ repository: FakeCoinRepository = FakeCoinRepository()) -> any FeatureCommands {
        MarketsCommands.make(Store(initialState: .init(), reducer: MarketsFeature(repository: repository)))
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
            Scope(state: \.home, action: AppFeature.Action.home, child: HomeFeature(loadDashboard: loadDashboard)),
            Scope(state: \.catalog, action: AppFeature.Action.catalog, child: CatalogFeature(repository: products)),
            Scope(
                state: \.cart, action: AppFeature.Action.cart,
                child: CartFeature(
                    products: products, cart: cart, dates: .fixed(CartFixtures.checkoutDate), ids: .incrementing())),
            Scope(
                state: \.todos, action: AppFeature.Action.todos,
                child: TodosFeature(repository: todos, dates: .fixed(TodoFixtures.now), ids: .incrementing())),
        ]
        return AppFeature(features: features)
    }

    /// Home, the catalog and the cart as the app makes them: parts of one root store, over shared fakes.
    static func composed(cart: FakeCartRepository) -> [any FeatureCommands] {
        let reducer = appFeature(products: FixedProductRepository(), cart: cart, todos: FakeTodoRepository())
        let root = Store(initialState: AppFeature.State(), reducer: reducer)
        let features: [any FeatureCommands] = [
            CatalogCommands.make(root.scope(state: \.catalog, action: AppFeature.Action.catalog)),
            CartCommands.make(root.scope(state: \.cart, action: AppFeature.Action.cart)),
        ]
        return [HomeCommands.make(root.scope(state: \.home, action: AppFeature.Action.home), features: features)]
            + features
    }

    static func home(_ loadDashboard: LoadDashboard, listing features: [any FeatureCommands] = [])
        -> any FeatureCommands
    {
        HomeCommands.make(
            Store(initialState: .init(), reducer: HomeFeature(loadDashboard: loadDashboard)), features: features)
    }
}
