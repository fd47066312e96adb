/// A group of products: the slug is what filters and URLs use, the name is what people read.
public struct ProductCategory: Hashable, Sendable {
    /// The stable key, lower case with dashes (`home-decoration`).
    public let slug: String
    /// The display name (`Home Decoration`).
    public let name: String

    public init(slug: String, name: String) {
        self.slug = slug
        self.name = name
    }
}
