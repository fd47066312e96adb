import CartDomain
import DataCore
import DomainCore
import Foundation

/// The open cart in `cart.json` and the past orders in `orders.json`, both in the data folder, through the
/// Data core's `JSONFileStorage`: every change is a read-modify-write under the store's cross-process lock and
/// one atomic replace, and two processes changing the cart at once lose nothing. DTOs are mapped to entities
/// here; the protocol knows no DTOs.
///
/// The order history has a file of its own, so adding to the cart rewrites only the cart, however many
/// orders there are. A checkout then touches two files, and no crash may lose a receipt or leave the cart
/// full so that it is paid twice, so it takes two steps, each one atomic replace:
/// 1. under the cart's lock, the receipt is written into `cart.json` as a *pending* order and the cart is
///    emptied (after checking that `orders.json` can be read, so a damaged history refuses the checkout);
/// 2. under both locks (the cart's first, always), the pending orders are appended to `orders.json`, unless
///    an earlier, interrupted move put them there already (same id), and then removed from `cart.json`.
///
/// A crash after step 1 leaves the order pending: `orders()` lists pending orders after the stored ones,
/// and the next checkout finishes the move. A `cart.json` written by an earlier build, which kept the whole
/// history in it, is read the same way: its orders are pending until the next checkout moves them.
///
/// A file that cannot be read, or whose values break an entity's rules (a negative price, two currencies in
/// one cart, a receipt that does not add up), is never overwritten: every call that needs it fails with
/// `.corruptData` naming the file, the record and the rule, and the copy kept aside, until a person moves it.
public struct FileCartRepository: CartRepository {
    /// The cart file's name inside the data folder.
    public static let fileName = "cart.json"
    /// The order history's file name inside the data folder.
    public static let ordersFileName = "orders.json"

    private let store: JSONFileStorage<CartFileDTO>
    private let orderStore: JSONFileStorage<[OrderDTO]>

    /// A repository over `cart.json` and `orders.json` in `directory`; nothing is created until the first
    /// change. `dates` stamps the files' `savedAt` and the names of kept-aside copies.
    public init(directory: URL, dates: DateGenerator) {
        store = JSONFileStorage(
            fileURL: directory.appendingPathComponent(Self.fileName), formatVersion: 1, dates: dates)
        orderStore = JSONFileStorage(
            fileURL: directory.appendingPathComponent(Self.ordersFileName), formatVersion: 1, dates: dates)
    }

    /// `cart` and `orders` as the next `cart.json` (no order pending) and `orders.json`, for an import that
    /// replaces every data file at once (`StagedReplacement.commit`).
    public func staged(cart: Cart, orders: [Order]) throws(DomainError) -> [StagedReplacement] {
        [
            try store.staged(CartFileDTO(cart: CartDTO(cart), orders: [])),
            try orderStore.staged(orders.map(OrderDTO.init)),
        ]
    }

    public func cart() async throws(DomainError) -> Cart {
        try store.load { file throws(RuleViolation) in try file.cart.toDomain() } ?? Cart()
    }

    public func orders() async throws(DomainError) -> [Order] {
        let stored = try orderStore.load { orders throws(RuleViolation) in try OrderDTO.toDomain(orders) } ?? []
        let pending = try store.load { file throws(RuleViolation) in try OrderDTO.toDomain(file.orders) } ?? []
        let storedIDs = Set(stored.map(\.id))
        return stored + pending.filter { !storedIDs.contains($0.id) }
    }

    public func updateCart<Result: Sendable>(
        _ change: @Sendable (inout Cart) throws(DomainError) -> Result
    ) async throws(DomainError) -> Result {
        try updateCartFile { file, stored throws(DomainError) in
            var cart = stored.cart
            let result = try change(&cart)
            file.cart = CartDTO(cart)
            return result
        }
    }

    public func checkout(_ makeOrder: @Sendable (Cart) throws(DomainError) -> Order) async throws(DomainError) -> Order
    {
        let order = try updateCartFile { file, stored throws(DomainError) in
            _ = try orderStore.load { orders throws(RuleViolation) in try OrderDTO.toDomain(orders) }
            let order = try makeOrder(stored.cart)
            file.orders.append(OrderDTO(order))
            file.cart = CartDTO(lines: [])
            return order
        }
        // The order is placed once it is pending: a failure to move it is retried by the next checkout, and
        // reporting it here would invite a second checkout of the same goods.
        try? movePendingOrders()
        return order
    }

    /// Step 2 of a checkout: appends the pending orders of `cart.json` to `orders.json`, skipping any that
    /// an interrupted move stored already, then removes them from `cart.json`.
    private func movePendingOrders() throws(DomainError) {
        try updateCartFile { file, _ throws(DomainError) in
            guard !file.orders.isEmpty else { return }
            let pending = file.orders
            try orderStore.update(default: [], reading: OrderDTO.toDomain) { orders, _ throws(DomainError) in
                let storedIDs = Set(orders.map(\.id))
                orders += pending.filter { !storedIDs.contains($0.id) }
            }
            file.orders = []
        }
    }

    /// A read-modify-write of `cart.json`, `change` getting the file and its entities. The pending orders are
    /// mapped too, so a file with a bad receipt is never written over, even by a change to the cart alone;
    /// the store reports any record the entities refuse as corrupt data.
    private func updateCartFile<Result>(
        _ change: (inout CartFileDTO, StoredCart) throws(DomainError) -> Result
    ) throws(DomainError) -> Result {
        try store.update(default: .empty, reading: StoredCart.init) { file, stored throws(DomainError) in
            try change(&file, stored)
        }
    }

    /// `cart.json` as entities: the open cart and the orders waiting to move to `orders.json`.
    private struct StoredCart {
        let cart: Cart
        let pending: [Order]

        init(_ file: CartFileDTO) throws(RuleViolation) {
            cart = try file.cart.toDomain()
            pending = try OrderDTO.toDomain(file.orders)
        }
    }
}
