import CartDomain
import CartPresentation
import CartTesting
import CatalogDomain
import CatalogPresentation
import CatalogTesting
import HomeDomain
import HomePresentation
import MarketsDomain
import MarketsPresentation
import MarketsTesting
import PresentationCore
import PresentationTerminal
import TodosDomain
import TodosPresentation
import TodosTesting

@testable import AppComposition
@testable import AppCore

/// Each feature's commands over fakes, with a store of its own, for tests of one feature's commands. The app
/// gives them parts of one root store instead (`AppContainer`); they work the same on either.
@MainActor
enum TestCommands {
    static func catalog(_ repository: any ProductRepository = FakeProductRepository()) -> FeatureCommands {
        CatalogCommands.make(Store(initialState: .init(), reducer: catalogFeature(repository)), .english)
    }

    static func cart(_ cart: FakeCartRepository = FakeCartRepository()) -> FeatureCommands {
        CartCommands.make(
            Store(initialState: .init(), reducer: cartFeature(products: FixedProductRepository(), cart)),
            .english)
    }

    static func todos(_ repository: FakeTodoRepository = FakeTodoRepository()) -> FeatureCommands {
        TodosCommands.make(Store(initialState: .init(), reducer: todosFeature(repository)), .english)
    }

    static func markets(_ repository: FakeCoinRepository = FakeCoinRepository()) -> FeatureCommands {
        let feature = MarketsFeature(
            listMarkets: ListMarkets(repository: repository), refreshMarkets: RefreshMarkets(repository: repository),
            getCoin: GetCoin(repository: repository))
        return MarketsCommands.make(Store(initialState: .init(), reducer: feature), .english)
    }

    // Each feature over fakes, its use cases built as `AppContainer` builds them.

    private static func catalogFeature(_ products: any ProductRepository) -> CatalogFeature {
        CatalogFeature(
            browseProducts: BrowseProducts(repository: products), searchProducts: SearchProducts(repository: products),
            listCategories: ListCategories(repository: products),
            getProductDetail: GetProductDetail(repository: products))
    }

    private static func cartFeature(products: any ProductRepository, _ cart: FakeCartRepository) -> CartFeature {
        CartFeature(
            getCart: GetCart(cart: cart), addToCart: AddToCart(products: products, cart: cart),
            setQuantity: SetQuantity(products: products, cart: cart), removeFromCart: RemoveFromCart(cart: cart),
            checkout: Checkout(cart: cart, dates: .fixed(CartFixtures.checkoutDate), ids: .incrementing()),
            listOrders: ListOrders(cart: cart))
    }

    private static func todosFeature(_ todos: FakeTodoRepository) -> TodosFeature {
        TodosFeature(
            listTodos: ListTodos(repository: todos),
            addTodo: AddTodo(repository: todos, dates: .fixed(TodoFixtures.now), ids: .incrementing()),
            editTodo: EditTodo(repository: todos), toggleTodo: ToggleTodo(repository: todos),
            deleteTodo: DeleteTodo(repository: todos), dates: .fixed(TodoFixtures.now))
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
            Scope(state: \.catalog, action: AppFeature.Action.catalog, child: catalogFeature(products)),
            Scope(state: \.cart, action: AppFeature.Action.cart, child: cartFeature(products: products, cart)),
            Scope(state: \.todos, action: AppFeature.Action.todos, child: todosFeature(todos)),
        ]
        return AppFeature(features: features)
    }

    /// Home, the catalog and the cart as the app makes them: parts of one root store, over shared fakes.
    static func composed(cart: FakeCartRepository) -> [FeatureCommands] {
        let reducer = appFeature(products: FixedProductRepository(), cart: cart, todos: FakeTodoRepository())
        let root = Store(initialState: AppFeature.State(), reducer: reducer)
        let features: [FeatureCommands] = [
            CatalogCommands.make(root.scope(state: \.catalog, action: AppFeature.Action.catalog), .english),
            CartCommands.make(root.scope(state: \.cart, action: AppFeature.Action.cart), .english),
        ]
        let home = HomeCommands.make(
            root.scope(state: \.home, action: AppFeature.Action.home), features: features, language: .english)
        return [home] + features
    }

    static func home(_ loadDashboard: LoadDashboard, listing features: [FeatureCommands] = [])
        -> FeatureCommands
    {
        HomeCommands.make(
            Store(initialState: .init(), reducer: HomeFeature(loadDashboard: loadDashboard)), features: features,
            language: .english)
    }
}
