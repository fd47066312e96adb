import PresentationCore

/// What a product list shows, worded once for every UI: `ProductListPresenter` makes it from the state, the
/// terminal UI lays it out as a table, SwiftUI as a list.
public struct ProductListViewModel: Equatable, Sendable {
    /// "Products", "Products in smartphones", "Search “phone”".
    public var title: String
    /// "Page 1 of 6 · 57 products" once loaded, "Page 2" while loading.
    public var subtitle: String?
    public var phase: Phase<[Row]>
    /// "Page 1 of 6", between the page buttons; nil until a page with products is shown.
    public var pageLabel: String?
    public var hasPreviousPage: Bool
    public var hasNextPage: Bool
    /// The page buttons' labels: "Previous", "Next".
    public var previousPageLabel: String
    public var nextPageLabel: String

    /// One product in the list, every value as it reads.
    public struct Row: Equatable, Sendable, Identifiable {
        public var id: Int
        public var title: String
        public var category: String
        /// "$899.00".
        public var price: String
        /// "12.5 %", or "—" when there is none.
        public var discount: String
        public var rating: String
        public var stock: String
    }
}
