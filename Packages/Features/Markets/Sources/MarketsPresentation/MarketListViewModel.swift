import MarketsDomain
import PresentationCore

/// What the coin list shows, worded once for every UI: `MarketListPresenter` makes it from the state, the
/// terminal UI lays it out as a table, SwiftUI as a list.
public struct MarketListViewModel: Equatable, Sendable {
    public var title: String
    /// "60 coins · by market cap rank · prices in USD" once loaded.
    public var subtitle: String?
    /// Why the prices are not live ("cached 12 min ago, offline"); nil for live prices.
    public var staleness: String?
    /// The sentence saying where older prices come from and why; nil for live prices.
    public var notice: Message?
    public var phase: Phase<[Row]>
    /// The order the list is in, and every order it can be put in, each with its name.
    public var sort: MarketSort
    public var sortOptions: [SortOption]
    /// The sort picker's label, "Sort by".
    public var sortLabel: String

    /// One coin, every value as it reads.
    public struct Row: Equatable, Sendable, Identifiable {
        public var id: String
        public var rank: String
        /// "Bitcoin (BTC)".
        public var title: String
        public var price: String
        /// "+3.45 %".
        public var change: String
        /// Whether the coin lost value over 24 hours, for a UI that colours the change.
        public var isLoss: Bool
    }

    /// An order of the list and its name ("24h change").
    public struct SortOption: Equatable, Sendable, Identifiable {
        public var sort: MarketSort
        public var name: String

        public var id: MarketSort { sort }
    }
}
