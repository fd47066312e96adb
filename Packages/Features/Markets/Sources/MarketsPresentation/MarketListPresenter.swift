import MarketsDomain
import PresentationCore

/// The screen of the coin list: a table of the top coins in the chosen order, marked stale whenever the
/// prices are not live.
enum MarketListPresenter {
    static let title = "Markets"

    static func screen(sort: MarketSort, markets: Loadable<MarketSnapshot>) -> Screen {
        switch markets {
        case .idle:
            return Screen(title: title, routes: browsingRoutes)
        case .loading, .refreshing:
            return Screen(title: title, status: .loading(label: "Loading prices…"))
        case let .failed(error):
            return Screen(
                title: title,
                messages: [Screen.Message(.error, error.sentence)],
                routes: browsingRoutes,
                failure: Screen.Failure(error)
            )
        case let .loaded(snapshot):
            return loaded(snapshot, sort: sort)
        }
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

    private static func loaded(_ snapshot: MarketSnapshot, sort: MarketSort) -> Screen {
        var screen = Screen(
            title: title,
            status: FreshnessText.status(snapshot.freshness, fetchedAt: snapshot.fetchedAt),
            json: json(snapshot, sort: sort)
        )
        var messages = [FreshnessText.message(snapshot.freshness, fetchedAt: snapshot.fetchedAt)].compactMap { $0 }
        if snapshot.coins.isEmpty {
            messages.insert(Screen.Message(.info, "The source listed no coins."), at: 0)
            screen.routes = [.markets(.refresh)]
        } else {
            let count = snapshot.coins.count == 1 ? "1 coin" : "\(snapshot.coins.count) coins"
            screen.subtitle = "\(count) · \(describe(sort)) · prices in \(snapshot.currency.code)"
            screen.sections = [Screen.Section(content: .table(table(snapshot)))]
            screen.routes = [.markets(.coinDetails)] + browsingRoutes
        }
        screen.messages = messages
        return screen
    }

    private static func table(_ snapshot: MarketSnapshot) -> Screen.Table {
        Screen.Table(
            columns: [
                Screen.Column("#", alignment: .trailing),
                Screen.Column("Coin", isFlexible: true),
                Screen.Column("Price", alignment: .trailing),
                Screen.Column("24h", alignment: .trailing),
            ],
            rows: snapshot.coins.map { coin in
                Screen.Row(
                    [
                        CoinText.rank(coin.rank), CoinText.title(coin), CoinText.price(coin.price, snapshot.currency),
                        CoinText.change(coin.change24h),
                    ],
                    opens: .markets(.coin(id: coin.id))
                )
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
