#if canImport(SwiftUI)
    import MarketsDomain
    import MarketsPresentation
    import PresentationCore
    import PresentationViews
    import SwiftUI
    #if DEBUG
        import MarketsTesting  // the previews' fixtures
    #endif

    /// One coin's details: the same fields, in the same words, as the terminal UI's coin screen.
    struct CoinDetailView: View {
        let model: CoinDetailViewModel

        var body: some View {
            PhaseView(model.phase) { fields in
                Form {
                    if let notice = model.notice {
                        Text(notice.text)
                            .foregroundStyle(.secondary)
                    }
                    ForEach(fields, id: \.label) { field in
                        LabeledContent(field.label, value: field.value)
                    }
                }
            }
            .navigationTitle(model.title)
        }
    }

    #if DEBUG
        @MainActor private func preview(_ quote: Loadable<CoinQuote>) -> some View {
            NavigationStack {
                CoinDetailView(model: CoinDetailPresenter.viewModel(coinID: "bitcoin", quote: quote, in: .english))
            }
        }

        #Preview("Loading") { preview(.loading) }
        #Preview("Loaded") {
            preview(
                .loaded(CoinQuote(coin: CoinFixtures.bitcoin, fetchedAt: CoinFixtures.fetchedAt, freshness: .fresh)))
        }
        #Preview("Failed") { preview(.failed(.notFound(entity: "coin", id: "bitcoin"))) }
    #endif
#endif
