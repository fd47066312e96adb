import MarketsDomain
import MarketsPresentation
import PresentationCore

/// The markets commands, as CLI.md writes them, mapped to `MarketsFeature` actions. `markets` alone (with an
/// optional `--sort`) is the feature's own command; the parser has checked the sort against the allowed
/// values, so the mapping is one line per command.
@MainActor
enum MarketsModule {
    static func make(repository: any MarketsRepository) -> StoreModule<MarketsFeature.State, MarketsFeature.Action> {
        StoreModule(
            name: "markets",
            summary: "crypto prices with a cache",
            store: Store(initialState: MarketsFeature.State(), reducer: MarketsFeature(repository: repository)),
            screen: { $0.screen },
            commands: [list, refresh, show],
            navigation: StoreNavigation(dismiss: .dismissDetail)
        )
    }

    private static let sortChoices = MarketSort.allCases.map(\.rawValue)

    private static let list = CommandBinding<MarketsFeature.Action>(
        CommandSpec(
            feature: "markets", name: nil,
            options: [OptionSpec("sort", sortChoices.joined(separator: "|"), .choice(sortChoices))],
            summary: "the top coins, by rank unless sorted"
        )
    ) { .list(sort: $0.text("sort").flatMap(MarketSort.init(rawValue:)) ?? .rank) }

    private static let refresh = CommandBinding<MarketsFeature.Action>(
        CommandSpec(feature: "markets", name: "refresh", summary: "fetch current prices, skipping the cache")
    ) { _ in .refresh }

    private static let show = CommandBinding<MarketsFeature.Action>(
        CommandSpec(
            feature: "markets", name: "show", arguments: [ArgumentSpec("COIN_ID", .word)],
            summary: "one coin's details"
        )
    ) { .show(coinID: $0.text("COIN_ID") ?? "") }
}
