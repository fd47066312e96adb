/// The catalog tile: how many products and categories there are to browse.
public struct CatalogSummary: Hashable, Sendable {
    /// Every product of the catalog, across all pages and categories.
    public var productCount: Int
    /// The categories a person can filter by.
    public var categoryCount: Int

    public init(productCount: Int, categoryCount: Int) {
        self.productCount = productCount
        self.categoryCount = categoryCount
    }
}
