import MarketsDomain
import PresentationCore

extension MarketsFeature {
    /// Everything the markets feature shows; only the reducer changes it. Its view models say it in words.
    public struct State: Equatable, Sendable {
        /// The order of the list; a refresh keeps it.
        public internal(set) var sort: MarketSort = .rank
        /// The coins on screen, or where fetching them is.
        public internal(set) var markets: Loadable<MarketSnapshot> = .idle
        /// The presented coin details; nil when the list is on screen.
        public internal(set) var detail: CoinDetailFeature.State?

        /// The markets before anything is asked for.
        public init() {}
    }
}
