import CartDomain
import DomainCore
import TodosDomain

/// What `app data export` and `app data import` work on: the repositories of the store in use, read through
/// their protocols, and the one way that store replaces all its contents at once (`AppContainer` makes it:
/// all three files or none for the file store, one transaction for SQLite).
package struct DataTransfer: Sendable {
    /// The store's name, as `--store` spells it.
    package let store: StorageKind
    /// The date an export is stamped with.
    package let dates: DateGenerator
    private let todos: any TodoRepository
    private let cart: any CartRepository
    private let replaceAll: @Sendable (StoredData) throws(DomainError) -> Void

    package init(
        store: StorageKind, dates: DateGenerator, todos: any TodoRepository, cart: any CartRepository,
        replaceAll: @escaping @Sendable (StoredData) throws(DomainError) -> Void
    ) {
        self.store = store
        self.dates = dates
        self.todos = todos
        self.cart = cart
        self.replaceAll = replaceAll
    }

    /// Everything stored now (on a new data folder, the welcome todos the app shows).
    package func contents() async throws(DomainError) -> StoredData {
        StoredData(todos: try await todos.todos(), cart: try await cart.cart(), orders: try await cart.orders())
    }

    /// Replaces everything stored with `contents`, all of it or nothing.
    package func replace(with contents: StoredData) throws(DomainError) {
        try replaceAll(contents)
    }
}
