#if canImport(SwiftUI)
    import MarketsDomain
    import MarketsPresentation
    import PresentationCore
    import PresentationViews
    import SwiftUI

    /// One coin's details: the same fields, in the same words, as the terminal UI's coin screen.
    struct CoinDetailView: View {
        let quote: Loadable<CoinQuote>

        var body: some View {
            LoadableView(quote) { quote in
                Form {
                    if let message = FreshnessText.message(quote.freshness, fetchedAt: quote.fetchedAt) {
                        Text(message.text)
                            .foregroundStyle(.secondary)
                    }
                    ForEach(CoinDetailPresenter.fields(quote), id: \.label) { field in
                        LabeledContent(field.label, value: field.value)
                    }
                }
                .navigationTitle(CoinText.title(quote.coin))
            }
        }
    }
#endif
