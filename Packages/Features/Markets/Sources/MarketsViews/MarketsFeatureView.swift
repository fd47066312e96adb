#if canImport(SwiftUI)
    import MarketsPresentation
    import PresentationCore
    import PresentationViews
    import SwiftUI

    /// The markets over their store: the coin list, pulled down to refresh, and a coin's details pushed when the
    /// state presents them. Every text comes from the view models the state derives; this view only connects
    /// them to the store.
    public struct MarketsFeatureView: View {
        private let store: Store<MarketsFeature.State, MarketsFeature.Action>
        @Environment(\.language) private var language

        public init(store: Store<MarketsFeature.State, MarketsFeature.Action>) {
            self.store = store
        }

        public var body: some View {
            NavigationStack {
                MarketListView(model: store.state.marketListViewModel(in: language)) { store.send($0) }
                    .refreshable {
                        await store.send(.refresh).finish()
                    }
                    .navigationDestination(
                        isPresented: store.binding(\.isShowingDetail, send: { $0 ? nil : .dismissDetail })
                    ) {
                        CoinDetailView(model: store.state.coinDetailViewModel(in: language))
                    }
                    .task {
                        // Loads only when there is no answer yet: coming back keeps the list and its order.
                        await store.send(.appeared).finish()
                    }
            }
        }
    }
#endif
