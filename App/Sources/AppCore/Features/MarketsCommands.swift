import MarketsDomain
import MarketsPresentation
import PresentationCore
import PresentationTerminal

/// The markets commands, as docs/CLI.md writes them, mapped to `MarketsFeature` actions. `markets` alone (with an
/// optional `--sort`) is the feature's own command; the parser has checked the sort against the allowed
/// values, so the mapping is one line per command.
@MainActor
enum MarketsCommands {
    /// The commands over `store`, worded in `language`: the root store's markets part in the app, a store of its own in a test.
    static func make(
        _ store: Store<MarketsFeature.State, MarketsFeature.Action>, _ language: Language
    ) -> FeatureCommands {
        let words = strings[language]
        return FeatureCommands(
            name: "markets",
            summary: words("markets.summary"),
            store: store,
            screen: { $0.screen(in: language) },
            commands: [list(words), refresh(words), show(words)],
            navigation: StoreNavigation(dismiss: .dismissDetail),
            routes: target(of:)
        )
    }

    private static func list(_ words: Words) -> CommandBinding<MarketsFeature.Action> {
        CommandBinding<MarketsFeature.Action>(
            "markets", nil, Option.choice("sort", of: MarketSort.self), summary: words("markets.list")
        ) { .list(sort: $0 ?? .rank) }
    }

    private static func refresh(_ words: Words) -> CommandBinding<MarketsFeature.Action> {
        CommandBinding<MarketsFeature.Action>(
            "markets", "refresh", summary: words("markets.refresh")
        ) { .refresh }
    }

    private static func show(_ words: Words) -> CommandBinding<MarketsFeature.Action> {
        CommandBinding<MarketsFeature.Action>(
            "markets", "show", Argument.text("COIN_ID", .word), summary: words("markets.show")
        ) { .show(coinID: $0) }
    }

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
