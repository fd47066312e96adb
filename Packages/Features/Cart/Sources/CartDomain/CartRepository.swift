import DomainCore

/// Where the cart and the past orders are kept. Every change is a read-modify-write that implementations
/// make atomic (a file store does it under a lock), so two processes changing the cart at once never lose
/// each other's changes; the rules live in the use cases, which pass them in as the change.
public protocol CartRepository: Sendable {
    /// The open cart; an empty one when nothing was stored yet.
    func cart() async throws(DomainError) -> Cart
    /// Every order checked out so far, oldest first.
    func orders() async throws(DomainError) -> [Order]
    /// Reads the cart, applies `change` and stores the result, as one atomic step. When `change` throws,
    /// nothing is stored and its error is rethrown. Every repository change in this app has this shape: a
    /// `@Sendable` closure that throws `DomainError`, so an adapter may run it on a thread of its own.
    func updateCart<Result: Sendable>(
        _ change: @Sendable (inout Cart) throws(DomainError) -> Result
    ) async throws(DomainError) -> Result
    /// Turns the current cart into an order with `makeOrder`, appends the order and empties the cart, as one
    /// atomic step. When `makeOrder` throws (an empty cart), nothing is stored and its error is rethrown.
    func checkout(_ makeOrder: @Sendable (Cart) throws(DomainError) -> Order) async throws(DomainError) -> Order
}
