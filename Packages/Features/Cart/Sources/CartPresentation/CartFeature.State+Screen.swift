import PresentationCore

extension CartFeature.State {
    /// What to show: the cart, the last receipt, or the past orders.
    public var screen: Screen {
        switch panel {
        case .cart: return CartScreen.screen(for: cart, request: request)
        case .receipt: return ReceiptScreen.screen(for: receipt)
        case .orders: return OrderListScreen.screen(for: orders)
        }
    }
}
