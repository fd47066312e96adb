import PresentationCore

/// What the open cart shows, worded once for every UI: its lines, then subtotal, discount and total.
public struct CartViewModel: Equatable, Sendable {
    public var title: String
    /// "3 items" once it holds any.
    public var subtitle: String?
    public var phase: Phase<Contents>
    /// The buttons' labels: "Check Out", "Orders", and a line's "Remove".
    public var checkoutLabel: String
    public var ordersLabel: String
    public var removeLabel: String

    /// A cart with lines.
    public struct Contents: Equatable, Sendable {
        public var lines: [CartLineViewModel]
        /// Subtotal, discount and total.
        public var totals: [Field]
    }
}
