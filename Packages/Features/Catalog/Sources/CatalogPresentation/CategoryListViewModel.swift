import PresentationCore

/// What the list of categories shows, worded once for every UI: the terminal UI's categories screen, SwiftUI's
/// category menu.
public struct CategoryListViewModel: Equatable, Sendable {
    public var title: String
    /// "11 categories" once loaded.
    public var subtitle: String?
    public var phase: Phase<[Row]>
    /// "All Products": the menu's entry that lists every category's.
    public var allProductsLabel: String

    /// One category: the slug that lists its products, and its name.
    public struct Row: Equatable, Sendable, Identifiable {
        public var slug: String
        public var name: String

        public var id: String { slug }
    }
}
