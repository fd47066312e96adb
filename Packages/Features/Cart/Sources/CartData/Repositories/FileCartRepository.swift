import CartDomain
import DataCore
import DomainCore
import Foundation

/// The cart and the past orders in one JSON file (`cart.json` in the data folder) through the Data core's
/// `JSONFileStore`: every change is a read-modify-write under the store's cross-process lock and one atomic
/// replace, so a checkout (receipt appended, cart emptied) happens entirely or not at all, and two processes
/// changing the cart at once lose nothing. DTOs are mapped to entities here; the protocol knows no DTOs.
///
/// A file that cannot be read, or whose values break an entity's rules (a negative price, two currencies in
/// one cart, a receipt that does not add up), is never overwritten: every call fails with `.corruptData`
/// naming the file, the record and the rule, and the copy kept aside, until a person moves it away.
public struct FileCartRepository: CartRepository {
    /// The file's name inside the data folder.
    public static let fileName = "cart.json"

    private let store: JSONFileStore<CartFileDTO>

    /// A repository over `cart.json` in `directory`; nothing is created until the first change. `clock`
    /// stamps the file's `savedAt` and the names of kept-aside copies.
    public init(directory: URL, clock: Clock = .system) {
        self.init(fileURL: directory.appendingPathComponent(Self.fileName), clock: clock)
    }

    /// A repository over the file at `fileURL`.
    public init(fileURL: URL, clock: Clock = .system) {
        store = JSONFileStore(fileURL: fileURL, formatVersion: 1, clock: clock)
    }

    /// The file this repository reads and writes.
    public var fileURL: URL { store.fileURL }

    public func cart() async throws(DomainError) -> Cart {
        try store.load { file throws(RuleViolation) in try file.cart.toDomain() } ?? Cart()
    }

    public func orders() async throws(DomainError) -> [Order] {
        try store.load { file throws(RuleViolation) in try OrderDTO.toDomain(file.orders) } ?? []
    }

    public func updateCart<Result: Sendable>(
        _ change: (inout Cart) throws(DomainError) -> Result
    ) async throws(DomainError) -> Result {
        try update { file in
            var cart = try file.cart.toDomain()
            let result = try change(&cart)
            file.cart = CartDTO(cart)
            return result
        }
    }

    public func checkout(_ makeOrder: (Cart) throws(DomainError) -> Order) async throws(DomainError) -> Order {
        try update { file in
            let order = try makeOrder(try file.cart.toDomain())
            file.orders.append(OrderDTO(order))
            file.cart = CartDTO(lines: [])
            return order
        }
    }

    /// The store's read-modify-write, with its untyped error narrowed back to the `DomainError` every
    /// failure in it is. The stored orders are checked first too, so a file with a bad receipt is never
    /// written over, even by a change to the cart alone; the store turns a `RuleViolation` into corrupt data.
    private func update<Result>(_ body: (inout CartFileDTO) throws -> Result) throws(DomainError) -> Result {
        do {
            return try store.update(default: .empty) { file in
                _ = try OrderDTO.toDomain(file.orders)
                return try body(&file)
            }
        } catch let error as DomainError {
            throw error
        } catch {
            throw .storage(path: store.fileURL.path, reason: String(describing: error))
        }
    }
}
