import MarketsDomain
import PresentationCore

/// The screen of one coin's details, marked stale like the list when its prices are not live.
public enum CoinDetailPresenter {
    static func screen(for state: CoinDetailFeature.State) -> Screen {
        let placeholderTitle = "Coin \(state.coinID)"
        switch state.quote {
        case .idle:
            return Screen(title: placeholderTitle, routes: [.markets(.back)])
        case .loading, .refreshing:
            return Screen(title: placeholderTitle, status: .loading(label: "Loading coin…"))
        case let .failed(error):
            return Screen(
                title: placeholderTitle,
                messages: [Screen.Message(.error, error.sentence)],
                routes: [.markets(.back), .markets(.coins)],
                failure: Screen.Failure(error)
            )
        case let .loaded(quote):
            return loaded(quote)
        }
    }

    private static func loaded(_ quote: CoinQuote) -> Screen {
        Screen(
            title: CoinText.title(quote.coin),
            status: FreshnessText.status(quote.freshness, fetchedAt: quote.fetchedAt),
            sections: [Screen.Section(content: .fields(fields(quote)))],
            messages: [FreshnessText.message(quote.freshness, fetchedAt: quote.fetchedAt)].compactMap { $0 },
            routes: [.markets(.back), .markets(.coins), .markets(.refresh)],
            json: CoinJSON.detail(quote)
        )
    }

    public static func fields(_ quote: CoinQuote) -> [Screen.Field] {
        let coin = quote.coin
        let currency = quote.currency
        return [
            Screen.Field("Id", coin.id),
            Screen.Field("Rank", CoinText.rank(coin.rank)),
            Screen.Field("Price", CoinText.price(coin.price, currency)),
            Screen.Field("24h change", CoinText.change(coin.change24h)),
            Screen.Field("24h high", CoinText.price(coin.high24h, currency)),
            Screen.Field("24h low", CoinText.price(coin.low24h, currency)),
            Screen.Field("24h volume", CoinText.amount(coin.volume24h, currency)),
            Screen.Field("Market cap", CoinText.amount(coin.marketCap, currency)),
            Screen.Field("Circulating supply", CoinText.quantity(coin.circulatingSupply)),
            Screen.Field("Total supply", CoinText.quantity(coin.totalSupply)),
            Screen.Field("Max supply", CoinText.quantity(coin.maxSupply)),
            Screen.Field("All-time high", CoinText.price(coin.allTimeHigh, currency)),
            Screen.Field("Last updated", coin.lastUpdated.map(DateText.minute) ?? CoinText.missing),
        ]
    }
}
