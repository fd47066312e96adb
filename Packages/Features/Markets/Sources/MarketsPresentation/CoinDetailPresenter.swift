import MarketsDomain
import PresentationCore

/// Turns one coin's state into its view model, and that into the terminal UI's screen.
public enum CoinDetailPresenter {
    /// The details of `quote`, the coin asked for as `coinID` (nil when none is).
    public static func viewModel(coinID: String?, quote: Loadable<CoinQuote>) -> CoinDetailViewModel {
        let loaded = quote.value
        return CoinDetailViewModel(
            title: loaded.map { CoinText.title($0.coin) } ?? coinID.map { "Coin \($0)" } ?? "",
            staleness: loaded.flatMap { FreshnessText.staleness($0.freshness, fetchedAt: $0.fetchedAt) },
            notice: loaded.flatMap { FreshnessText.message($0.freshness, fetchedAt: $0.fetchedAt) },
            phase: Phase(quote, loading: "Loading coin…") { .loaded(fields($0)) }
        )
    }

    static func screen(for state: CoinDetailFeature.State) -> Screen {
        let model = viewModel(coinID: state.coinID, quote: state.quote)
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

    private static func fields(_ quote: CoinQuote) -> [Field] {
        let coin = quote.coin
        let currency = quote.currency
        return [
            Field("Id", coin.id),
            Field("Rank", CoinText.rank(coin.rank)),
            Field("Price", CoinText.price(coin.price, currency)),
            Field("24h change", CoinText.change(coin.change24h)),
            Field("24h high", CoinText.price(coin.high24h, currency)),
            Field("24h low", CoinText.price(coin.low24h, currency)),
            Field("24h volume", CoinText.amount(coin.volume24h, currency)),
            Field("Market cap", CoinText.amount(coin.marketCap, currency)),
            Field("Circulating supply", CoinText.quantity(coin.circulatingSupply)),
            Field("Total supply", CoinText.quantity(coin.totalSupply)),
            Field("Max supply", CoinText.quantity(coin.maxSupply)),
            Field("All-time high", CoinText.price(coin.allTimeHigh, currency)),
            Field("Last updated", coin.lastUpdated.map(DateText.minute) ?? CoinText.missing),
        ]
    }
}
