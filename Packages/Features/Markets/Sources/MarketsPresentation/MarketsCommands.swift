import PresentationCore

/// The command hints markets screens offer, worded once.
enum MarketsCommands {
    static let show = Screen.CommandHint("markets show COIN_ID", "Show one coin's details")
    static let sort = Screen.CommandHint("markets --sort rank|change|price|name", "Sort the list")
    static let refresh = Screen.CommandHint("markets refresh", "Fetch current prices, bypassing the cache")
    static let list = Screen.CommandHint("markets", "List the top coins")
    static let back = Screen.CommandHint("back", "Back to the list")
}
