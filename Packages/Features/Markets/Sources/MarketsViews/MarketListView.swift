#if canImport(SwiftUI)
    import MarketsDomain
    import MarketsPresentation
    import PresentationCore
    import PresentationViews
    import SwiftUI
    #if DEBUG
        import MarketsTesting  // the previews' fixtures
    #endif

    /// The coins in the chosen order, as the view model words them; prices that are not live say so above the
    /// list. Choosing a coin or an order sends its action.
    struct MarketListView: View {
        let model: MarketListViewModel
        let send: @MainActor (MarketsFeature.Action) -> Void

        var body: some View {
            PhaseView(model.phase, retry: { send(.refresh) }) { rows in
                List {
                    if let notice = model.notice {
                        Text(notice.text)
                            .font(.callout)
                            .foregroundStyle(.secondary)
                    }
                    ForEach(rows) { row in
                        Button {
                            send(.show(coinID: row.id))
                        } label: {
                            CoinRow(row: row)
                        }
                    }
                }
            }
            .navigationTitle(model.title)
            .toolbar {
                ToolbarItem {
                    Picker(model.sortLabel, selection: Binding(get: { model.sort }, set: { send(.list(sort: $0)) })) {
                        ForEach(model.sortOptions) { option in
                            Text(option.name).tag(option.sort)
                        }
                    }
                }
            }
        }
    }

    #if DEBUG
        @MainActor private func preview(_ markets: Loadable<MarketSnapshot>) -> some View {
            NavigationStack {
                MarketListView(
                    model: MarketListPresenter.viewModel(sort: .rank, markets: markets, in: .english), send: { _ in })
            }
        }

        #Preview("Loading") { preview(.loading) }
        #Preview("Loaded") { preview(.loaded(CoinFixtures.snapshot)) }
        #Preview("Stale") { preview(.loaded(CoinFixtures.staleSnapshot)) }
        #Preview("Empty") { preview(.loaded(CoinFixtures.snapshot([]))) }
        #Preview("Failed") { preview(.failed(CoinFixtures.outage)) }
    #endif
#endif
