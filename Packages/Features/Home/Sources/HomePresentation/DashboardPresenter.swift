import DomainCore
import HomeDomain
import PresentationCore

/// Turns the dashboard's state into its view model, and that into the terminal UI's screen: one section of
/// fields per tile. A tile whose source failed says so in one sentence; the screen itself is never a failure,
/// so the other tiles show and the terminal UI exits 0.
public enum DashboardPresenter {
    /// The dashboard as `dashboard` stands.
    public static func viewModel(for dashboard: Loadable<Dashboard>) -> DashboardViewModel {
        DashboardViewModel(
            title: "Home",
            phase: Phase(dashboard, loading: "Loading the dashboard…") { dashboard in
                .loaded([
                    tile("Catalog", dashboard.catalog, fields: TileFields.catalog),
                    tile("Cart", dashboard.cart, fields: TileFields.cart),
                    tile("Todos", dashboard.todos, fields: TileFields.todos),
                    tile(marketsTitle(dashboard.markets), dashboard.markets, fields: TileFields.markets),
                ])
            }
        )
    }

    static func screen(for dashboard: Loadable<Dashboard>) -> Screen {
        let model = viewModel(for: dashboard)
        let routes: [Screen.Route] = if case .loaded = model.phase { [.home(.reload)] } else { [] }
        return Screen(
            title: model.title,
            phase: model.phase,
            routes: routes,
            json: dashboard.value.map(DashboardJSON.document)
        ) { tiles in
            tiles.map { Screen.Section(title: $0.title, content: .fields($0.fields)) }
        }
    }

    /// `Markets`, or with an old price how old it is, as the markets screen says it:
    /// `Markets (cached 12 min ago, offline)`, `Markets (bundled snapshot of 2025-06-02)`.
    private static func marketsTitle(_ tile: Result<MarketsSummary, DomainError>) -> String {
        guard case let .success(summary) = tile, let mover = summary.topMover,
            let staleness = PriceText.staleness(of: mover)
        else { return "Markets" }
        return "Markets (\(staleness))"
    }

    /// The tile's fields, or `Unavailable:` and the sentence its source failed with.
    private static func tile<Summary>(
        _ title: String,
        _ tile: Result<Summary, DomainError>,
        fields: (Summary) -> [Field]
    ) -> DashboardViewModel.Tile {
        switch tile {
        case let .success(summary):
            return DashboardViewModel.Tile(title: title, fields: fields(summary), isAvailable: true)
        case let .failure(error):
            return DashboardViewModel.Tile(
                title: title, fields: [Field("Unavailable", error.sentence)], isAvailable: false)
        }
    }
}
