import PresentationCore

extension CartFeature.State {
    /// What to show: the cart, the last receipt, or the past orders.
    public var screen: Screen {
        switch panel {
        case .cart: return CartPresenter.screen(for: cart, request: request)
        case .receipt: return ReceiptPresenter.screen(for: receipt)
        case .orders: return OrderListPresenter.screen(for: orders)
        }
    }
}
