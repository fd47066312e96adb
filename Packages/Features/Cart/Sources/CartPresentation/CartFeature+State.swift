import CartDomain
import DomainCore
import PresentationCore

extension CartFeature {
    /// Everything the cart feature shows; only the reducer changes it. Its view models say it in words.
    public struct State: Equatable, Sendable {
        /// Which screen is on show.
        public enum Panel: Equatable, Sendable {
            /// The open cart, after showing or changing it.
            case cart
            /// The receipt of the last checkout.
            case receipt
            /// The past orders.
            case orders
        }

        /// What the cart is being loaded for, so the loading line can say so.
        public enum Request: Equatable, Sendable {
            case show
            case add(productID: Int)
            case set(productID: Int)
            case remove(productID: Int)
        }

        public internal(set) var panel: Panel = .cart
        public internal(set) var request: Request = .show
        /// The open cart, as the last command left it.
        public internal(set) var cart: Loadable<Cart> = .idle
        /// The receipt of the last checkout in this session.
        public internal(set) var receipt: Loadable<Order> = .idle
        /// The past orders, newest first.
        public internal(set) var orders: Loadable<[Order]> = .idle

        /// The feature before anything is asked for.
        public init() {}

        /// Shows the cart, loading for `request`; the lines on show stay until the answer replaces them.
        mutating func loadCart(for request: Request) {
            panel = .cart
            self.request = request
            cart = cart.reloading
        }
    }
}
