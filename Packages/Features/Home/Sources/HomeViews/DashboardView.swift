#if canImport(SwiftUI)
    import DomainCore
    import HomeDomain
    import HomePresentation
    import PresentationCore
    import PresentationViews
    import SwiftUI

    /// The home dashboard in SwiftUI: one section per feature with the same fields as the terminal UI's
    /// tiles; a tile whose source failed says why, and the others still show. Pull down to load it again.
    public struct DashboardView: View {
        private let store: Store<HomeFeature.State, HomeFeature.Action>

        public init(store: Store<HomeFeature.State, HomeFeature.Action>) {
            self.store = store
        }

        public var body: some View {
            NavigationStack {
                LoadableView(store.dashboard, retry: { store.send(.load) }) { dashboard in
                    List {
                        TileSection(title: "Catalog", tile: dashboard.catalog.map(TileFields.catalog))
                        TileSection(title: "Cart", tile: dashboard.cart.map(TileFields.cart))
                        TileSection(title: "Todos", tile: dashboard.todos.map(TileFields.todos))
                        TileSection(title: "Markets", tile: dashboard.markets.map(TileFields.markets))
                    }
                    .refreshable {
                        await store.send(.load).finish()
                    }
                }
                .navigationTitle("Home")
                .task {
                    await store.send(.load).finish()
                }
            }
        }
    }

    /// One tile: its fields, or the sentence saying why its source failed.
    private struct TileSection: View {
        let title: String
        let tile: Result<[Screen.Field], DomainError>

        var body: some View {
            Section(title) {
                switch tile {
                case let .success(fields):
                    ForEach(fields, id: \.label) { field in
                        LabeledContent(field.label, value: field.value)
                    }
                case let .failure(error):
                    Text(error.sentence)
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
#endif
