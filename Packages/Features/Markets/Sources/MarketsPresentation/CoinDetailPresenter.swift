import MarketsDomain
import PresentationCore

/// Turns one coin's state into its view model, and that into the terminal UI's screen.
public enum CoinDetailPresenter {
    /// The details of `quote`, the coin asked for as `coinID` (nil when none is), in `language`.
    public static func viewModel(
        coinID: String?, quote: Loadable<CoinQuote>, in language: Language
    ) -> CoinDetailViewModel {
        let text = CoinText(language)
        let words = text.words
        let loaded = quote.value
        return CoinDetailViewModel(
            title: loaded.map { text.title($0.coin) } ?? coinID.map { words("markets.coin", $0) } ?? "",
            staleness: loaded.flatMap { FreshnessText.staleness($0.freshness, fetchedAt: $0.fetchedAt, words) },
            notice: loaded.flatMap { FreshnessText.message($0.freshness, fetchedAt: $0.fetchedAt, words) },
            phase: Phase(quote, loading: words("markets.loadingCoin"), naming: text.words) {
                .loaded(fields($0, text))
            }
        )
    }

    static func screen(for state: CoinDetailFeature.State, in language: Language) -> Screen {
        let model = viewModel(coinID: state.coinID, quote: state.quote, in: language)
        var screen = Screen(
            title: model.title,
            phase: model.phase,
            routes: routes(model.phase),
            json: state.quote.value.map(CoinJSON.detail)
        ) { fields in
            [Screen.Section(content: .fields(fields))]
        }
        if case .loaded = state.quote {
            screen.status = model.staleness.map { .stale(reason: $0) } ?? .ready
            screen.messages = [model.notice].compactMap { $0 }
        }
        return screen
    }

    private static func routes(_ phase: Phase<[Field]>) -> [Screen.Route] {
        switch phase {
        case .loaded, .refreshing: [.markets(.back), .markets(.coins), .markets(.refresh)]
        case .failed: [.markets(.back), .markets(.coins)]
        case .idle, .loading, .empty: [.markets(.back)]
        }
    }

    private static func fields(_ quote: CoinQuote, _ text: CoinText) -> [Field] {
        let words = text.words
        let coin = quote.coin
        let currency = quote.currency
        let updated = coin.lastUpdated.map { DateText.minute($0, in: words.language) }
        return [
            Field(words("markets.field.id"), coin.id),
            Field(words("markets.field.rank"), text.rank(coin.rank)),
            Field(words("markets.field.price"), text.price(coin.price, currency)),
            Field(words("markets.field.change"), text.change(coin.change24h)),
            Field(words("markets.field.high"), text.price(coin.high24h, currency)),
            Field(words("markets.field.low"), text.price(coin.low24h, currency)),
            Field(words("markets.field.volume"), text.amount(coin.volume24h, currency)),
            Field(words("markets.field.marketCap"), text.amount(coin.marketCap, currency)),
            Field(words("markets.field.circulatingSupply"), text.quantity(coin.circulatingSupply)),
            Field(words("markets.field.totalSupply"), text.quantity(coin.totalSupply)),
            Field(words("markets.field.maxSupply"), text.quantity(coin.maxSupply)),
            Field(words("markets.field.allTimeHigh"), text.price(coin.allTimeHigh, currency)),
            Field(words("markets.field.lastUpdated"), updated ?? CoinText.missing),
        ]
    }
}
