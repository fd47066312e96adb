import CartData
import CartDomain
import CartPresentation
import CatalogData
import CatalogDomain
import CatalogPresentation
import DataCore
import DataSQLite
import DomainCore
import Foundation
import HomeDomain
import HomePresentation
import MarketsData
import MarketsDomain
import MarketsPresentation
import PresentationCore
import TodosData
import TodosDomain
import TodosPresentation

/// The composition root: the only place that names concrete adapters. It reads the configuration and wires
/// each feature to its sources, top to bottom: the list of features and the root store they share, then each
/// feature's factories, then the shared adapters they use. It is also the one place that decides time and
/// randomness: every date, id, deadline and jitter below it comes from the sources here, which nothing below
/// the App defaults.
@MainActor
package final class AppContainer {
    package let configuration: Configuration

    /// The current date, for timestamps, receipts and cache ages.
    private let dates = DateGenerator.current
    /// New ids, for todos and orders.
    private let ids = IDGenerator.random
    /// The time HTTP deadlines and pauses are measured in, and the jitter of retries.
    private let httpClock = HTTPClock.continuous
    private let jitter: @Sendable () -> Double = { Double.random(in: 0...1) }

    package init(configuration: Configuration) {
        self.configuration = configuration
    }

    // MARK: - The root store (a new feature is one more line in its list)

    /// The one store of the run. Each UI scopes it to each feature's part (`Store.scope`): the text
    /// app's commands and the SwiftUI apps' screens.
    package private(set) lazy var rootStore = Store(initialState: AppFeature.State(), reducer: makeAppFeature())

    /// The root reducer: each feature's reducer in a `Scope` of its part of the state and of the actions.
    func makeAppFeature() -> AppFeature {
        typealias Action = AppFeature.Action
        let features: [any Reducer<AppFeature.State, Action>] = [
            Scope(state: \.home, action: Action.home, child: makeHomeFeature()),
            Scope(state: \.catalog, action: Action.catalog, child: makeCatalogFeature()),
            Scope(state: \.cart, action: Action.cart, child: makeCartFeature()),
            Scope(state: \.todos, action: Action.todos, child: makeTodosFeature()),
            Scope(state: \.markets, action: Action.markets, child: makeMarketsFeature()),
            // `make feature` adds a feature's scope above this line.
        ]
        return AppFeature(features: features)
    }

    // MARK: - Home

    func makeHomeFeature() -> HomeFeature { HomeFeature(loadDashboard: makeLoadDashboard()) }

    /// The dashboard over the repositories the other features use, reached only through their use cases.
    func makeLoadDashboard() -> LoadDashboard {
        LoadDashboard(
            browseProducts: BrowseProducts(repository: productRepository),
            listCategories: ListCategories(repository: productRepository),
            getCart: GetCart(cart: cartRepository),
            listTodos: ListTodos(repository: todoRepository),
            topMover: TopMover(repository: coinRepository)
        )
    }

    // MARK: - Catalog

    func makeCatalogFeature() -> CatalogFeature {
        CatalogFeature(
            browseProducts: BrowseProducts(repository: productRepository),
            searchProducts: SearchProducts(repository: productRepository),
            listCategories: ListCategories(repository: productRepository),
            getProductDetail: GetProductDetail(repository: productRepository))
    }

    /// One repository for the whole run, so the bundled snapshot is decoded once.
    private lazy var productRepository: any ProductRepository = makeProductRepository()

    func makeProductRepository() -> any ProductRepository {
        guard let apiURL = configuration.apiURL else { return BundledProductRepository() }
        return RemoteProductRepository(client: makeHTTPClient(baseURL: apiURL))
    }

    // MARK: - Cart

    /// The cart prices products from the same source the catalog shows (bundled, or `--api-url`).
    func makeCartFeature() -> CartFeature {
        CartFeature(
            getCart: GetCart(cart: cartRepository),
            addToCart: AddToCart(products: productRepository, cart: cartRepository),
            setQuantity: SetQuantity(products: productRepository, cart: cartRepository),
            removeFromCart: RemoveFromCart(cart: cartRepository),
            checkout: Checkout(cart: cartRepository, dates: dates, ids: ids),
            listOrders: ListOrders(cart: cartRepository))
    }

    /// One repository for the whole run, shared by the cart and the home dashboard.
    private lazy var cartRepository: any CartRepository = makeCartRepository()

    /// `cart.json` (the open cart) and `orders.json` (the past orders) in the data folder, or their tables
    /// in `app.sqlite` with `--store sqlite`.
    func makeCartRepository() -> any CartRepository {
        switch configuration.store {
        case .file: FileCartRepository(directory: makeDataDirectory().url, dates: dates)
        case .sqlite: SQLiteCartRepository(path: databasePath)
        }
    }

    // MARK: - Todos

    func makeTodosFeature() -> TodosFeature {
        TodosFeature(
            listTodos: ListTodos(repository: todoRepository),
            addTodo: AddTodo(repository: todoRepository, dates: dates, ids: ids),
            editTodo: EditTodo(repository: todoRepository),
            toggleTodo: ToggleTodo(repository: todoRepository),
            deleteTodo: DeleteTodo(repository: todoRepository),
            dates: dates)
    }

    /// One repository for the whole run, shared by the todos and the home dashboard.
    private lazy var todoRepository: any TodoRepository = makeTodoRepository()

    /// `todos.json` in the data folder, or the `todos` table of `app.sqlite` with `--store sqlite`; the
    /// bundled welcome todos, in the run's language, until the first change saves a list.
    func makeTodoRepository() -> any TodoRepository {
        let welcome = configuration.language.rawValue
        return switch configuration.store {
        case .file: FileTodoRepository(directory: makeDataDirectory().url, dates: dates, welcomeLanguage: welcome)
        case .sqlite: SQLiteTodoRepository(path: databasePath, dates: dates, welcomeLanguage: welcome)
        }
    }

    // MARK: - Markets

    func makeMarketsFeature() -> MarketsFeature {
        MarketsFeature(
            listMarkets: ListMarkets(repository: coinRepository),
            refreshMarkets: RefreshMarkets(repository: coinRepository),
            getCoin: GetCoin(repository: coinRepository))
    }

    /// One repository for the whole run, so its cache serves every markets command of a session and the home
    /// dashboard.
    private lazy var coinRepository: any CoinRepository = makeCoinRepository()

    /// The bundled snapshot by default; with `--markets-url`, the server, its last good answer kept in the data
    /// folder, and the bundled snapshot as the last resort when neither the server nor a saved copy can help.
    func makeCoinRepository() -> any CoinRepository {
        guard let marketsURL = configuration.marketsURL else { return BundledCoinRepository() }
        return RemoteCoinRepository(
            client: makeHTTPClient(baseURL: marketsURL),
            cacheFile: makeDataDirectory().url.appendingPathComponent("markets.json"),
            fallback: BundledCoinRepository(),
            dates: dates
        )
    }

    // MARK: - Data export and import

    /// What `app data export` and `app data import` work on: the store in use, and its way of replacing
    /// everything at once: the three files or none for the file store, one transaction for SQLite.
    package func makeDataTransfer() -> DataTransfer {
        switch configuration.store {
        case .file:
            let folder = makeDataDirectory().url
            let todos = FileTodoRepository(
                directory: folder, dates: dates, welcomeLanguage: configuration.language.rawValue)
            let cart = FileCartRepository(directory: folder, dates: dates)
            return DataTransfer(store: .file, dates: dates, todos: todos, cart: cart) { contents throws(DomainError) in
                let files =
                    [try todos.staged(contents.todos)] + (try cart.staged(cart: contents.cart, orders: contents.orders))
                try StagedReplacement.commit(files)
            }
        case .sqlite:
            let path = databasePath
            let todos = SQLiteTodoRepository(
                path: path, dates: dates, welcomeLanguage: configuration.language.rawValue)
            let cart = SQLiteCartRepository(path: path)
            return DataTransfer(store: .sqlite, dates: dates, todos: todos, cart: cart) {
                contents throws(DomainError) in
                guard let database = try SQLiteDatabase(path: path, create: true) else {
                    throw .storage(path: path, cause: .notCreated)
                }
                try database.transaction { () throws(DomainError) in
                    try todos.replace(with: contents.todos, in: database)
                    try cart.replace(cart: contents.cart, orders: contents.orders, in: database)
                }
            }
        }
    }

    // MARK: - Shared adapters

    func makeHTTPClient(baseURL: URL) -> any HTTPClient {
        var retryPolicy = RetryPolicy.default
        retryPolicy.maxAttempts = configuration.retries + 1
        return URLSessionHTTPClient(
            baseURL: baseURL, timeout: configuration.timeout, retryPolicy: retryPolicy, clock: httpClock,
            random: jitter)
    }

    /// The data folder, for features that persist state; created only when one of them writes.
    func makeDataDirectory() -> DataDirectory { DataDirectory(url: configuration.dataDirectory) }

    /// The SQLite database every feature that persists shares with `--store sqlite`, so one transaction can
    /// span them.
    var databasePath: String { makeDataDirectory().url.appendingPathComponent(StorageKind.databaseFileName).path }
}
