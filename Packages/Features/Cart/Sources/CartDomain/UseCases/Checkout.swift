import DomainCore
import Foundation

/// Places the order: the cart becomes a receipt and is emptied, in one atomic step.
public struct Checkout: Sendable {
    private let repository: any CartRepository
    private let clock: Clock
    private let ids: IDGenerator

    /// `clock` stamps the receipt and `ids` names it, both injected so receipts are predictable in tests.
    public init(cart: any CartRepository, clock: Clock, ids: IDGenerator) {
        repository = cart
        self.clock = clock
        self.ids = ids
    }

    /// Returns the receipt of the current cart, now stored with the past orders; the cart is empty after it.
    /// An empty cart is `.validation(field: "cart", rule: .empty)`.
    public func callAsFunction() async throws(DomainError) -> Order {
        let clock = clock
        let ids = ids
        return try await repository.checkout { cart throws(DomainError) in
            try Order(id: ids.next(), createdAt: clock.now(), cart: cart)
        }
    }
}
