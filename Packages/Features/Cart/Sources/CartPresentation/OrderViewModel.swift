import PresentationCore

/// One placed order, every value as it reads: a row of the orders and a receipt.
public struct OrderViewModel: Equatable, Sendable, Identifiable {
    /// The order's full id, lower case.
    public var id: String
    /// Its first 8 characters, as people quote it.
    public var shortID: String
    /// "Order 1a2b3c4d".
    public var title: String
    /// "2026-06-28 20:26".
    public var placed: String
    /// "Placed 2026-06-28 20:26".
    public var placedLine: String
    /// "3".
    public var itemCount: String
    public var total: String
    public var lines: [CartLineViewModel]
    /// Subtotal, discount and total.
    public var totals: [Field]
}
