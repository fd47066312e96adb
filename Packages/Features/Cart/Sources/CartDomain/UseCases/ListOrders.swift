import DomainCore

/// Lists the receipts of past checkouts.
public struct ListOrders: Sendable {
    private let repository: any CartRepository

    public init(cart: any CartRepository) {
        repository = cart
    }

    /// Returns every order, newest first (orders placed in the same instant keep the newest-stored first).
    public func callAsFunction() async throws(DomainError) -> [Order] {
        let stored = try await repository.orders()
        return stored.enumerated()
            .sorted { ($0.element.createdAt, $0.offset) > ($1.element.createdAt, $1.offset) }
            .map(\.element)
    }
}
