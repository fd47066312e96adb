import CartPresentation
import CatalogPresentation
import HomePresentation
import MarketsPresentation
import PresentationCore
import TodosPresentation

/// The root of the app's state: every feature's state is one part of it, and every feature's action reaches
/// its reducer through one case of `Action`. The run has a single store of this state (made by
/// `AppContainer`), and each feature's commands or screen work on its part through `Store.scope`, so there is one
/// source of truth and one place that sees all the features at once.
///
/// The features never know each other. What one feature's change means for another is written here, as a
/// rule of the root: a change to the cart or the todos reloads the home dashboard once it has been loaded,
/// so its tiles never show numbers older than the data.
package struct AppFeature: Reducer {
    /// Every feature's state, each as its own feature starts it.
    package struct State: Equatable, Sendable {
        package var home = HomeFeature.State()
        package var catalog = CatalogFeature.State()
        package var cart = CartFeature.State()
        package var todos = TodosFeature.State()
        package var markets = MarketsFeature.State()
        // `make feature` adds a feature's state above this line.
    }

    /// One case per feature, carrying that feature's own action.
    package enum Action: Equatable, Sendable {
        case home(HomeFeature.Action)
        case catalog(CatalogFeature.Action)
        case cart(CartFeature.Action)
        case todos(TodosFeature.Action)
        case markets(MarketsFeature.Action)
        // `make feature` adds a feature's case above this line.
    }

    /// The features' reducers, each in a `Scope` of its part of the state (`AppContainer` makes them, with
    /// their use cases).
    private let features: CombineReducers<State, Action>

    init(features: [any Reducer<State, Action>]) {
        self.features = CombineReducers(features)
    }

    package func reduce(into state: inout State, action: Action) -> Effect<Action> {
        let effect = features.reduce(into: &state, action: action)
        return .merge([effect, Self.crossFeatureEffect(of: action, in: state)])
    }

    /// What an action of one feature starts in another, seen after the features reduced it.
    /// A dashboard being loaded is loaded again too: that load may have read the data before the change (the
    /// newer load cancels it).
    static func crossFeatureEffect(of action: Action, in state: State) -> Effect<Action> {
        guard state.home.dashboard != .idle, changesDashboardData(action, in: state) else { return .none }
        return .send(.home(.load))
    }

    /// Whether `action` reports a stored change the dashboard shows: a cart changed (not only shown) or
    /// checked out, a todo added, edited, toggled or deleted. Failed changes changed nothing.
    private static func changesDashboardData(_ action: Action, in state: State) -> Bool {
        switch action {
        case .cart(.cartLoaded(.success)):
            // The same response answers `cart` (a read) and `cart add` (a change); the request says which.
            return state.cart.request != .show
        case .cart(.checkedOut(.success)), .todos(.changed(.success)):
            return true
        default:
            return false
        }
    }
}
