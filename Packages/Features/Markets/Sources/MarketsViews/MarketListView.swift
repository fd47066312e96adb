#if canImport(SwiftUI)
    import MarketsDomain
    import MarketsPresentation
    import PresentationCore
    import PresentationViews
    import SwiftUI

    /// The markets in SwiftUI: coins in the chosen order, pulled down to refresh, a coin's details pushed when
    /// the state presents them; prices that are not live say so above the list, in the terminal UI's words.
    public struct MarketListView: View {
        private let store: Store<MarketsFeature.State, MarketsFeature.Action>

        public init(store: Store<MarketsFeature.State, MarketsFeature.Action>) {
            self.store = store
        }

        public var body: some View {
            NavigationStack {
                LoadableView(store.markets, retry: { store.send(.refresh) }) { snapshot in
                    List {
                        if let message = FreshnessText.message(snapshot.freshness, fetchedAt: snapshot.fetchedAt) {
                            Text(message.text)
                                .font(.callout)
                                .foregroundStyle(.secondary)
                        }
                        ForEach(snapshot.coins) { coin in
                            Button {
                                store.send(.show(coinID: coin.id))
                            } label: {
                                CoinRow(coin: coin, currency: snapshot.currency)
                            }
                        }
                    }
                    .refreshable {
                        await store.send(.refresh).finish()
                    }
                }
                .navigationTitle("Markets")
                .toolbar {
                    ToolbarItem {
                        Picker("Sort by", selection: store.binding(\.sort, send: { .list(sort: $0) })) {
                            ForEach(MarketSort.allCases, id: \.self) { sort in
                                Text(sort.rawValue.capitalized).tag(sort)
                            }
                        }
                    }
                }
                .navigationDestination(
                    isPresented: store.binding(get: { $0.detail != nil }, send: { $0 ? nil : .dismissDetail })
                ) {
                    CoinDetailView(quote: store.detail?.quote ?? .idle)
                }
                .task {
                    // Loads only when there is no answer yet: coming back keeps the list and its order.
                    await store.send(.appeared).finish()
                }
            }
        }
    }
#endif
