import DomainCore
import HomeDomain
import PresentationCore

/// The loaded dashboard: one section of fields per tile, in the order the features come (Catalog, Cart, Todos,
/// Markets). A tile whose source failed says so in one sentence; the screen itself is never a failure, so the
/// other tiles show and a presenter exits 0.
enum DashboardPresenter {
    static let title = "Home"

    static func screen(for dashboard: Dashboard) -> Screen {
        Screen(
            title: title,
            sections: [
                section("Catalog", dashboard.catalog, fields: TileFields.catalog),
                section("Cart", dashboard.cart, fields: TileFields.cart),
                section("Todos", dashboard.todos, fields: TileFields.todos),
                section(marketsTitle(dashboard.markets), dashboard.markets, fields: TileFields.markets),
            ],
            routes: [.home(.reload)],
            json: DashboardJSON.document(dashboard)
        )
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
    private static func section<Summary>(
        _ title: String,
        _ tile: Result<Summary, DomainError>,
        fields: (Summary) -> [Screen.Field]
    ) -> Screen.Section {
        switch tile {
        case let .success(summary):
            return Screen.Section(title: title, content: .fields(fields(summary)))
        case let .failure(error):
            return Screen.Section(title: title, content: .fields([Screen.Field("Unavailable", error.sentence)]))
        }
    }
}
