import MarketsDomain
import PresentationCore

/// Turns the coin list's state into its view model, and that into the terminal UI's screen: the top coins in
/// the chosen order, marked stale whenever the prices are not live.
public enum MarketListPresenter {
    /// The coins in `sort` order, as `markets` stands, in `language`.
    public static func viewModel(
        sort: MarketSort, markets: Loadable<MarketSnapshot>, in language: Language
    ) -> MarketListViewModel {
        let text = CoinText(language)
        let words = text.words
        let snapshot = markets.value
        return MarketListViewModel(
            title: words("markets.title"),
            subtitle: subtitle(markets, sort: sort, words),
            staleness: snapshot.flatMap { FreshnessText.staleness($0.freshness, fetchedAt: $0.fetchedAt, words) },
            notice: snapshot.flatMap { FreshnessText.message($0.freshness, fetchedAt: $0.fetchedAt, words) },
            phase: Phase(markets, loading: words("markets.loading"), naming: text.words) { snapshot in
                snapshot.coins.isEmpty
                    ? .empty(words("markets.empty"))
                    : .loaded(snapshot.coins.map { row($0, snapshot: snapshot, text) })
            },
            sort: sort,
            sortOptions: MarketSort.allCases.map {
                MarketListViewModel.SortOption(sort: $0, name: name(of: $0, words))
            },
            sortLabel: words("markets.sortLabel")
        )
    }

    static func screen(sort: MarketSort, markets: Loadable<MarketSnapshot>, in language: Language) -> Screen {
        let words = strings[language]
        let model = viewModel(sort: sort, markets: markets, in: language)
        var screen = Screen(
            title: model.title,
            subtitle: model.subtitle,
            phase: model.phase,
            routes: routes(model.phase),
            json: markets.value.map { json($0, sort: sort) }
        ) { _ in
            [Screen.Section(content: .table(table(model, words)))]
        }
        if case .loaded = markets {
            screen.status = model.staleness.map { .stale(reason: $0) } ?? .ready
            screen.messages += [model.notice].compactMap { $0 }
        }
        return screen
    }

    /// "by market cap rank", "by 24h change, biggest gain first", …
    static func describe(_ sort: MarketSort, _ words: Words) -> String {
        switch sort {
        case .rank: return words("markets.order.rank")
        case .change: return words("markets.order.change")
        case .price: return words("markets.order.price")
        case .name: return words("markets.order.name")
        }
    }

    private static func name(of sort: MarketSort, _ words: Words) -> String {
        switch sort {
        case .rank: return words("markets.sort.rank")
        case .change: return words("markets.sort.change")
        case .price: return words("markets.sort.price")
        case .name: return words("markets.sort.name")
        }
    }

    private static func subtitle(_ markets: Loadable<MarketSnapshot>, sort: MarketSort, _ words: Words) -> String? {
        guard case let .loaded(snapshot) = markets, !snapshot.coins.isEmpty else { return nil }
        let count = words.count("markets.coinCount", snapshot.coins.count)
        return words("markets.subtitle", count, describe(sort, words), snapshot.currency.code)
    }

    private static func row(_ coin: Coin, snapshot: MarketSnapshot, _ text: CoinText) -> MarketListViewModel.Row {
        MarketListViewModel.Row(
            id: coin.id,
            rank: text.rank(coin.rank),
            title: text.title(coin),
            price: text.price(coin.price, snapshot.currency),
            change: text.change(coin.change24h),
            isLoss: (coin.change24h ?? 0) < 0
        )
    }

    private static func routes(_ phase: Phase<[MarketListViewModel.Row]>) -> [Screen.Route] {
        switch phase {
        case .loaded: [.markets(.coinDetails)] + browsingRoutes
        case .empty: [.markets(.refresh)]
        case .idle, .loading, .refreshing, .failed: browsingRoutes
        }
    }

    private static func table(_ model: MarketListViewModel, _ words: Words) -> Screen.Table {
        Screen.Table(
            columns: [
                Screen.Column("#", alignment: .trailing),
                Screen.Column(words("markets.column.coin"), isFlexible: true),
                Screen.Column(words("markets.column.price"), alignment: .trailing),
                Screen.Column(words("markets.column.change"), alignment: .trailing),
            ],
            rows: (model.phase.value ?? []).map { row in
                Screen.Row([row.rank, row.title, row.price, row.change], opens: .markets(.coin(id: row.id)))
            }
        )
    }

    /// `{"coins":[…],"currency":"USD","fetchedAt":"…","stale":false,"source":"live","refreshError":null,
    /// "sort":"rank"}`.
    private static func json(_ snapshot: MarketSnapshot, sort: MarketSort) -> JSONValue {
        .object(
            [("coins", .array(snapshot.coins.map(CoinJSON.summary)))]
                + CoinJSON.snapshotFields(
                    currency: snapshot.currency.code, fetchedAt: snapshot.fetchedAt, freshness: snapshot.freshness)
                + [("sort", .string(sort.rawValue))]
        )
    }

    private static let browsingRoutes: [Screen.Route] = [.markets(.sort), .markets(.refresh)]
}
