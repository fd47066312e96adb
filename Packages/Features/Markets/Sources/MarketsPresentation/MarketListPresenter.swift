import MarketsDomain
import PresentationCore

/// Turns the coin list's state into its view model, and that into the terminal UI's screen: the top coins in
/// the chosen order, marked stale whenever the prices are not live.
public enum MarketListPresenter {
    /// The coins in `sort` order, as `markets` stands.
    public static func viewModel(sort: MarketSort, markets: Loadable<MarketSnapshot>) -> MarketListViewModel {
        let snapshot = markets.value
        return MarketListViewModel(
            title: "Markets",
            subtitle: subtitle(markets, sort: sort),
            staleness: snapshot.flatMap { FreshnessText.staleness($0.freshness, fetchedAt: $0.fetchedAt) },
            notice: snapshot.flatMap { FreshnessText.message($0.freshness, fetchedAt: $0.fetchedAt) },
            phase: Phase(markets, loading: "Loading prices…") { snapshot in
                snapshot.coins.isEmpty
                    ? .empty("The source listed no coins.")
                    : .loaded(snapshot.coins.map { row($0, snapshot: snapshot) })
            },
            sort: sort,
            sortOptions: MarketSort.allCases.map { MarketListViewModel.SortOption(sort: $0, name: name(of: $0)) }
        )
    }

    static func screen(sort: MarketSort, markets: Loadable<MarketSnapshot>) -> Screen {
        let model = viewModel(sort: sort, markets: markets)
        var screen = Screen(
            title: model.title,
            subtitle: model.subtitle,
            phase: model.phase,
            routes: routes(model.phase),
            json: markets.value.map { json($0, sort: sort) }
        ) { _ in
            [Screen.Section(content: .table(table(model)))]
        }
        if case .loaded = markets {
            screen.status = model.staleness.map { .stale(reason: $0) } ?? .ready
            screen.messages += [model.notice].compactMap { $0 }
        }
        return screen
    }

    /// "by market cap rank", "by 24h change, biggest gain first", …
    static func describe(_ sort: MarketSort) -> String {
        switch sort {
        case .rank: return "by market cap rank"
        case .change: return "by 24h change, biggest gain first"
        case .price: return "by price, highest first"
        case .name: return "by name"
        }
    }

    private static func name(of sort: MarketSort) -> String {
        switch sort {
        case .rank: return "Rank"
        case .change: return "24h change"
        case .price: return "Price"
        case .name: return "Name"
        }
    }

    private static func subtitle(_ markets: Loadable<MarketSnapshot>, sort: MarketSort) -> String? {
        guard case let .loaded(snapshot) = markets, !snapshot.coins.isEmpty else { return nil }
        let count = snapshot.coins.count == 1 ? "1 coin" : "\(snapshot.coins.count) coins"
        return "\(count) · \(describe(sort)) · prices in \(snapshot.currency.code)"
    }

    private static func row(_ coin: Coin, snapshot: MarketSnapshot) -> MarketListViewModel.Row {
        MarketListViewModel.Row(
            id: coin.id,
            rank: CoinText.rank(coin.rank),
            title: CoinText.title(coin),
            price: CoinText.price(coin.price, snapshot.currency),
            change: CoinText.change(coin.change24h),
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

    private static func table(_ model: MarketListViewModel) -> Screen.Table {
        Screen.Table(
            columns: [
                Screen.Column("#", alignment: .trailing),
                Screen.Column("Coin", isFlexible: true),
                Screen.Column("Price", alignment: .trailing),
                Screen.Column("24h", alignment: .trailing),
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
