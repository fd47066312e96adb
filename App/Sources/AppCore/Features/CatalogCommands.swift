import CatalogPresentation
import PresentationCore
import PresentationTerminal

/// The catalog's commands, as docs/CLI.md writes them, mapped to `CatalogFeature` actions. The parser has checked
/// every value (page >= 1, product id >= 1), so the mapping is one line per command.
@MainActor
enum CatalogCommands {
    /// The commands over `store`, worded in `language`: the root store's catalog part in the app, a store of its own in a test.
    static func make(
        _ store: Store<CatalogFeature.State, CatalogFeature.Action>, _ language: Language
    ) -> FeatureCommands {
        let words = strings[language]
        return FeatureCommands(
            name: "catalog",
            summary: words("catalog.summary"),
            store: store,
            screen: { $0.screen(in: language) },
            commands: [list(words), search(words), show(words), categories(words)],
            navigation: StoreNavigation(next: .nextPage, previous: .previousPage, dismiss: .dismissDetail),
            routes: target(of:)
        )
    }

    private static let page = Option.integer("page", "N", .positiveInteger)

    private static func list(_ words: Words) -> CommandBinding<CatalogFeature.Action> {
        CommandBinding<CatalogFeature.Action>(
            "catalog", "list", page, Option.text("category", "SLUG", .word),
            summary: words("catalog.list")
        ) { page, category in .list(page: page ?? 1, category: category) }
    }

    private static func search(_ words: Words) -> CommandBinding<CatalogFeature.Action> {
        CommandBinding<CatalogFeature.Action>(
            "catalog", "search", Argument.text("QUERY", .text), page, summary: words("catalog.search")
        ) { query, page in .search(query: query, page: page ?? 1) }
    }

    private static func show(_ words: Words) -> CommandBinding<CatalogFeature.Action> {
        CommandBinding<CatalogFeature.Action>(
            "catalog", "show", Argument.integer("PRODUCT_ID", .positiveInteger), summary: words("catalog.show")
        ) { .show(productID: $0) }
    }

    private static func categories(_ words: Words) -> CommandBinding<CatalogFeature.Action> {
        CommandBinding<CatalogFeature.Action>(
            "catalog", "categories", summary: words("catalog.categories")
        ) { .categories }
    }

    /// Where the catalog's routes lead. A row's product id and category slug become the command's values as
    /// they are: a slug is one value whatever it holds, never words to parse.
    private static func target(of route: Screen.Route) -> RouteTarget? {
        switch route.value(as: CatalogRoute.self) {
        case .products?: .command("catalog", "list")
        case .search?: .command("catalog", "search")
        case .categories?: .command("catalog", "categories")
        case .productDetails?: .command("catalog", "show")
        case let .product(id)?: .command("catalog", "show", ["PRODUCT_ID": .integer(id)])
        case let .category(slug)?: .command("catalog", "list", ["category": .text(slug)])
        case .nextPage?: .session("next")
        case .previousPage?: .session("prev")
        case .back?: .session("back")
        case nil: nil
        }
    }
}
