import PresentationCore

/// What a checkout shows: the receipt of the order just placed, worded once for every UI.
public struct ReceiptViewModel: Equatable, Sendable {
    /// "Checkout", then "Order placed".
    public var title: String
    /// "Order 1a2b3c4d-… · 2026-06-28 20:26" (the full id) once placed.
    public var subtitle: String?
    public var phase: Phase<OrderViewModel>
    /// What happened to the cart, once the order is placed.
    public var notice: String?
}
