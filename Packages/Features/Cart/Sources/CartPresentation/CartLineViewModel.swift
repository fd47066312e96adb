/// One line of a cart or a receipt, every value as it reads.
public struct CartLineViewModel: Equatable, Sendable, Identifiable {
    public var productID: Int
    public var title: String
    public var quantity: Int
    /// "2".
    public var quantityText: String
    /// "$12.00".
    public var unitPrice: String
    /// "$12.00 each".
    public var unitPriceEach: String
    public var lineTotal: String
    /// "2 × Aurora X2 Smartphone".
    public var summary: String

    public var id: Int { productID }
}
