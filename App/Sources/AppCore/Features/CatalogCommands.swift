import CatalogPresentation
import PresentationCore
import PresentationTerminal

/// The catalog's commands, as docs/CLI.md writes them, mapped to `CatalogFeature` actions. The parser has checked
/// every value (page >= 1, product id >= 1), so the mapping is one line per command.
@MainActor
enum CatalogCommands {
    /// The commands over `store`: the root store's catalog part in the app, a store of its own in a test.
    static func make(
        _ store: Store<CatalogFeature.State, CatalogFeature.Action>
    ) -> FeatureCommands {
        FeatureCommands(
            name: "catalog",
            summary: "browse, search and filter products",
            store: store,
            screen: { $0.screen },
            commands: [list, search, show, categories],
            navigation: StoreNavigation(next: .nextPage, previous: .previousPage, dismiss: .dismissDetail),
            routes: target(of:)
        )
    }

    private static let page = Option.integer("page", "N", .positiveInteger)

    private static let list = CommandBinding<CatalogFeature.Action>(
        "catalog", "list", page, Option.text("category", "SLUG", .word),
        summary: "a page of 10 products, all or of one category"
    ) { page, category in .list(page: page ?? 1, category: category) }

    private static let search = CommandBinding<CatalogFeature.Action>(
        "catalog", "search", Argument.text("QUERY", .text), page, summary: "products matching the words of QUERY"
    ) { query, page in .search(query: query, page: page ?? 1) }

    private static let show = CommandBinding<CatalogFeature.Action>(
        "catalog", "show", Argument.integer("PRODUCT_ID", .positiveInteger), summary: "one product's details"
    ) { .show(productID: $0) }

    private static let categories = CommandBinding<CatalogFeature.Action>(
        "catalog", "categories", summary: "the categories to filter by"
    ) { .categories }

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
