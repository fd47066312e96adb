/// Where the app keeps what it persists (todos, the cart, orders): chosen at the composition root only, by
/// `--store` or `APP_STORE`, so no feature knows which one it runs on.
package enum StorageKind: String, CaseIterable, Hashable, Sendable {
    /// One JSON file per thing in the data folder (`todos.json`, `cart.json`, `orders.json`): the default.
    case file
    /// One SQLite database in the data folder (`app.sqlite`), which the `sqlite3` shell opens.
    case sqlite

    /// The database's name in the data folder.
    package static let databaseFileName = "app.sqlite"
}
