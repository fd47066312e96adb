import CartDomain
import DomainCore
import Foundation

/// An in-memory `CartRepository` for tests and examples in any feature (Home's tests use it for the cart
/// tile). It keeps the cart and the orders, applies changes atomically under a lock, and can fail every
/// call with a chosen error.
///
/// A class with a lock rather than an actor: the repository's changes are closures passed in by the use
/// cases, and a lock runs them in place without sending them across an isolation boundary.
public final class FakeCartRepository: CartRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var storedCart: Cart
    private var storedOrders: [Order]
    private var failure: DomainError?
    private var writes = 0

    /// A repository holding `cart` and `orders` (oldest first).
    public init(cart: Cart = Cart(), orders: [Order] = []) {
        storedCart = cart
        storedOrders = orders
    }

    /// The cart as stored now.
    public var currentCart: Cart { locked { storedCart } }

    /// The orders as stored now, oldest first.
    public var currentOrders: [Order] { locked { storedOrders } }

    /// How many times something was stored: a failed change stores nothing.
    public var writeCount: Int { locked { writes } }

    /// Makes every later call throw `error`; nil makes calls succeed again.
    public func fail(with error: DomainError?) {
        locked { failure = error }
    }

    // MARK: - CartRepository

    public func cart() async throws(DomainError) -> Cart {
        try lockedCall { storedCart }
    }

    public func orders() async throws(DomainError) -> [Order] {
        try lockedCall { storedOrders }
    }

    public func updateCart<Result: Sendable>(
        _ change: @Sendable (inout Cart) throws(DomainError) -> Result
    ) async throws(DomainError) -> Result {
        try lockedCall { () throws(DomainError) -> Result in
            var cart = storedCart
            let result = try change(&cart)
            storedCart = cart
            writes += 1
            return result
        }
    }

    public func checkout(_ makeOrder: @Sendable (Cart) throws(DomainError) -> Order) async throws(DomainError) -> Order
    {
        try lockedCall { () throws(DomainError) -> Order in
            let order = try makeOrder(storedCart)
            storedOrders.append(order)
            storedCart = Cart()
            writes += 1
            return order
        }
    }

    // MARK: - Helpers

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    private func lockedCall<T>(_ body: () throws(DomainError) -> T) throws(DomainError) -> T {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
        return try body()
    }
}
