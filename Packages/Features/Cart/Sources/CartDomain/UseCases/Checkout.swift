import DomainCore
import Foundation

/// Places the order: the cart becomes a receipt and is emptied, in one atomic step.
public struct Checkout: Sendable {
    private let repository: any CartRepository
    private let dates: DateGenerator
    private let ids: IDGenerator

    /// `dates` stamps the receipt and `ids` names it, both injected so receipts are predictable in tests.
    public init(cart: any CartRepository, dates: DateGenerator, ids: IDGenerator) {
        repository = cart
        self.dates = dates
        self.ids = ids
    }

    /// Returns the receipt of the current cart, now stored with the past orders; the cart is empty after it.
    /// An empty cart is `.validation(field: "cart", rule: .empty)`.
    public func callAsFunction() async throws(DomainError) -> Order {
        let dates = dates
        let ids = ids
        return try await repository.checkout { cart throws(DomainError) in
            try Order(id: ids.next(), createdAt: dates.now(), cart: cart)
        }
    }
}
