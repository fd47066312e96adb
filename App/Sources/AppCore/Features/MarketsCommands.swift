import MarketsDomain
import MarketsPresentation
import PresentationCore
import PresentationTerminal

/// The markets commands, as docs/CLI.md writes them, mapped to `MarketsFeature` actions. `markets` alone (with an
/// optional `--sort`) is the feature's own command; the parser has checked the sort against the allowed
/// values, so the mapping is one line per command.
@MainActor
enum MarketsCommands {
    /// The commands over `store`: the root store's markets part in the app, a store of its own in a test.
    static func make(
        _ store: Store<MarketsFeature.State, MarketsFeature.Action>
    ) -> FeatureCommands {
        FeatureCommands(
            name: "markets",
            summary: "crypto prices with a cache",
            store: store,
            screen: { $0.screen },
            commands: [list, refresh, show],
            navigation: StoreNavigation(dismiss: .dismissDetail),
            routes: target(of:)
        )
    }

    private static let list = CommandBinding<MarketsFeature.Action>(
        "markets", nil, Option.choice("sort", of: MarketSort.self), summary: "the top coins, by rank unless sorted"
    ) { .list(sort: $0 ?? .rank) }

    private static let refresh = CommandBinding<MarketsFeature.Action>(
        "markets", "refresh", summary: "fetch current prices, skipping the cache"
    ) { .refresh }

    private static let show = CommandBinding<MarketsFeature.Action>(
        "markets", "show", Argument.text("COIN_ID", .word), summary: "one coin's details"
    ) { .show(coinID: $0) }

    /// Where the markets routes lead; a row's coin id becomes the command's value as it is.
    private static func target(of route: Screen.Route) -> RouteTarget? {
        switch route.value(as: MarketsRoute.self) {
        case .coins?, .sort?: .command("markets")
        case .refresh?: .command("markets", "refresh")
        case .coinDetails?: .command("markets", "show")
        case let .coin(id)?: .command("markets", "show", ["COIN_ID": .text(id)])
        case .back?: .session("back")
        case nil: nil
        }
    }
}
