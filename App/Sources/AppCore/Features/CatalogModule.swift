import CatalogDomain
import CatalogPresentation
import PresentationCore

/// The catalog's commands, as CLI.md writes them, mapped to `CatalogFeature` actions. The parser has checked
/// every value (page >= 1, product id >= 1), so the mapping is one line per command.
@MainActor
enum CatalogModule {
    static func make(repository: any ProductRepository) -> StoreModule<CatalogFeature.State, CatalogFeature.Action> {
        StoreModule(
            name: "catalog",
            summary: "browse, search and filter products",
            store: Store(initialState: CatalogFeature.State(), reducer: CatalogFeature(repository: repository)),
            screen: { $0.screen },
            commands: [list, search, show, categories],
            navigation: StoreNavigation(next: .nextPage, previous: .previousPage, dismiss: .dismissDetail)
        )
    }

    private static let page = OptionSpec("page", "N", .positiveInteger)

    private static let list = CommandBinding<CatalogFeature.Action>(
        CommandSpec(
            feature: "catalog", name: "list", options: [page, OptionSpec("category", "SLUG", .word)],
            summary: "a page of 10 products, all or of one category"
        )
    ) { .list(page: $0.integer("page") ?? 1, category: $0.text("category")) }

    private static let search = CommandBinding<CatalogFeature.Action>(
        CommandSpec(
            feature: "catalog", name: "search", arguments: [ArgumentSpec("QUERY", .text)], options: [page],
            summary: "products matching the words of QUERY"
        )
    ) { .search(query: $0.text("QUERY") ?? "", page: $0.integer("page") ?? 1) }

    private static let show = CommandBinding<CatalogFeature.Action>(
        CommandSpec(
            feature: "catalog", name: "show", arguments: [ArgumentSpec("PRODUCT_ID", .positiveInteger)],
            summary: "one product's details"
        )
    ) { .show(productID: $0.integer("PRODUCT_ID") ?? 0) }

    private static let categories = CommandBinding<CatalogFeature.Action>(
        CommandSpec(feature: "catalog", name: "categories", summary: "the categories to filter by")
    ) { _ in .categories }
}
