import DomainCore
import HomeDomain
import PresentationCore

/// Turns the dashboard's state into its view model, and that into the terminal UI's screen: one section of
/// fields per tile. A tile whose source failed says so in one sentence; the screen itself is never a failure,
/// so the other tiles show and the terminal UI exits 0.
public enum DashboardPresenter {
    /// The dashboard as `dashboard` stands, in `language`.
    public static func viewModel(for dashboard: Loadable<Dashboard>, in language: Language) -> DashboardViewModel {
        let fields = TileFields(language)
        let words = fields.words
        return DashboardViewModel(
            title: words("home.title"),
            phase: Phase(dashboard, loading: words("home.loading"), naming: words) {
                dashboard in
                .loaded([
                    tile(words("home.tile.catalog"), dashboard.catalog, words, fields: fields.catalog),
                    tile(words("home.tile.cart"), dashboard.cart, words, fields: fields.cart),
                    tile(words("home.tile.todos"), dashboard.todos, words, fields: fields.todos),
                    tile(marketsTitle(dashboard.markets, fields), dashboard.markets, words, fields: fields.markets),
                ])
            }
        )
    }

    static func screen(for dashboard: Loadable<Dashboard>, in language: Language) -> Screen {
        let model = viewModel(for: dashboard, in: language)
        let routes: [Screen.Route] = if case .loaded = model.phase { [.home(.reload)] } else { [] }
        return Screen(
            title: model.title,
            phase: model.phase,
            routes: routes,
            json: dashboard.value.map { DashboardJSON.document($0, strings[language]) }
        ) { tiles in
            tiles.map { Screen.Section(title: $0.title, content: .fields($0.fields)) }
        }
    }

    /// `Markets`, or with an old price how old it is, as the markets screen says it:
    /// `Markets (cached 12 min ago, offline)`, `Markets (bundled snapshot of 2025-06-02)`.
    private static func marketsTitle(_ tile: Result<MarketsSummary, DomainError>, _ fields: TileFields) -> String {
        guard case let .success(summary) = tile, let mover = summary.topMover,
            let staleness = fields.staleness(of: mover)
        else { return fields.words("home.tile.markets") }
        return fields.words("home.tile.marketsStale", staleness)
    }

    /// The tile's fields, or `Unavailable:` and the sentence its source failed with.
    private static func tile<Summary>(
        _ title: String,
        _ tile: Result<Summary, DomainError>,
        _ words: Words,
        fields: (Summary) -> [Field]
    ) -> DashboardViewModel.Tile {
        switch tile {
        case let .success(summary):
            return DashboardViewModel.Tile(title: title, fields: fields(summary), isAvailable: true)
        case let .failure(error):
            let reason = Field(words("home.unavailable"), error.sentence(naming: words))
            return DashboardViewModel.Tile(title: title, fields: [reason], isAvailable: false)
        }
    }
}
