import CartDomain
import DomainCore

extension CartFeature {
    /// What can happen in the cart: commands a person gives, and the responses effects send back.
    public enum Action: Equatable, Sendable {
        /// Show the cart.
        case show
        /// Add `quantity` of a product (1...99), merged into its line when the cart holds it.
        case add(productID: Int, quantity: Int)
        /// Set a product's quantity (0...99); 0 removes its line.
        case set(productID: Int, quantity: Int)
        /// Remove a product's line.
        case remove(productID: Int)
        /// Turn the cart into an order receipt and empty it.
        case checkout
        /// Show the past orders.
        case orders

        /// Response: the cart after showing or changing it, or why that failed.
        case cartLoaded(Result<Cart, DomainError>)
        /// Response: the receipt of a checkout, or why it failed.
        case checkedOut(Result<Order, DomainError>)
        /// Response: the past orders, or why they could not be read.
        case ordersLoaded(Result<[Order], DomainError>)
    }
}
