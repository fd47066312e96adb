import PresentationCore

/// What a product's details show, worded once for every UI.
public struct ProductDetailViewModel: Equatable, Sendable {
    /// The product's title, or "Product 3" until it is known.
    public var title: String
    public var phase: Phase<Details>

    /// The loaded product: its values as labelled fields, and its description, under its heading, when it has
    /// one.
    public struct Details: Equatable, Sendable {
        public var fields: [Field]
        public var description: Field?
    }
}
