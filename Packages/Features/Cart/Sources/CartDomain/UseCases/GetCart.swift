import DomainCore

/// Reads the open cart, for the cart screen and for summaries such as the Home dashboard's.
public struct GetCart: Sendable {
    private let repository: any CartRepository

    public init(cart: any CartRepository) {
        repository = cart
    }

    /// Returns the cart with its lines and totals; an empty cart when nothing was added yet.
    public func callAsFunction() async throws(DomainError) -> Cart {
        try await repository.cart()
    }
}
