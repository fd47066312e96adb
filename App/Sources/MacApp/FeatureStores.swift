#if canImport(SwiftUI)
    import AppCore
    import CartPresentation
    import CatalogPresentation
    import HomePresentation
    import MarketsPresentation
    import PresentationCore
    import TodosPresentation

    /// Each feature's part of the one root store, scoped once for the app's life (a view built again does not
    /// scope again), the way the text presenter's modules work on theirs.
    @MainActor
    final class FeatureStores {
        let home: Store<HomeFeature.State, HomeFeature.Action>
        let catalog: Store<CatalogFeature.State, CatalogFeature.Action>
        let cart: Store<CartFeature.State, CartFeature.Action>
        let todos: Store<TodosFeature.State, TodosFeature.Action>
        let markets: Store<MarketsFeature.State, MarketsFeature.Action>

        init(root: Store<AppFeature.State, AppFeature.Action>) {
            home = root.scope(state: \.home, action: .home)
            catalog = root.scope(state: \.catalog, action: .catalog)
            cart = root.scope(state: \.cart, action: .cart)
            todos = root.scope(state: \.todos, action: .todos)
            markets = root.scope(state: \.markets, action: .markets)
        }
    }
#endif
