import PresentationCore

/// The command hints catalog screens offer, worded once.
enum CatalogCommands {
    static let show = Screen.CommandHint("catalog show ID", "Show one product's details")
    static let search = Screen.CommandHint("catalog search QUERY", "Search products")
    static let list = Screen.CommandHint("catalog list [--page N]", "List all products")
    static let category = Screen.CommandHint("catalog list --category SLUG", "List the products of one category")
    static let categories = Screen.CommandHint("catalog categories", "List the categories")
    static let next = Screen.CommandHint("next", "Next page")
    static let previous = Screen.CommandHint("prev", "Previous page")
    static let back = Screen.CommandHint("back", "Back to the list")
}
