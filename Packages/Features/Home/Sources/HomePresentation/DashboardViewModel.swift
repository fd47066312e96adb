import PresentationCore

/// What the home dashboard shows, worded once for every UI: one tile per feature, in the order the features
/// come (Catalog, Cart, Todos, Markets).
public struct DashboardViewModel: Equatable, Sendable {
    public var title: String
    public var phase: Phase<[Tile]>

    /// One feature's numbers, or the sentence saying why its source failed.
    public struct Tile: Equatable, Sendable, Identifiable {
        /// "Catalog", or with an old price how old it is: "Markets (cached 12 min ago, offline)".
        public var title: String
        public var fields: [Field]
        /// False when the source failed: `fields` then holds only why.
        public var isAvailable: Bool

        public var id: String { title }
    }
}
