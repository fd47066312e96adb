#if canImport(SwiftUI)
    import CartViews
    import CatalogViews
    import HomeViews
    import MarketsViews
    import SwiftUI
    import TodosViews

    /// A sidebar of the features and the chosen one's view. Which feature is chosen is the window's own
    /// state; what each feature shows, and where it has navigated, is the store's.
    struct RootView: View {
        let stores: FeatureStores
        @State private var selection: Destination? = .home

        var body: some View {
            NavigationSplitView {
                List(Destination.allCases, selection: $selection) { destination in
                    Label(destination.title, systemImage: destination.symbol)
                }
                .navigationTitle("Features")
            } detail: {
                switch selection ?? .home {
                case .home: DashboardView(store: stores.home)
                case .catalog: CatalogView(store: stores.catalog)
                case .cart: CartView(store: stores.cart)
                case .todos: TodoListView(store: stores.todos)
                case .markets: MarketListView(store: stores.markets)
                }
            }
        }
    }

    /// The features in the sidebar, in the order the text app's help lists them.
    enum Destination: String, CaseIterable, Identifiable, Hashable {
        case home, catalog, cart, todos, markets

        var id: Self { self }

        var title: String { rawValue.capitalized }

        var symbol: String {
            switch self {
            case .home: "house"
            case .catalog: "bag"
            case .cart: "cart"
            case .todos: "checklist"
            case .markets: "chart.line.uptrend.xyaxis"
            }
        }
    }
#endif
