import DomainCore
import MarketsDomain
import PresentationCore

extension MarketsFeature {
    /// What can happen on the markets screens: commands a person gives, and the responses effects send back.
    public enum Action: Equatable, Sendable {
        /// Show the top coins in this order, from the cache while it is fresh.
        case list(sort: MarketSort)
        /// Fetch the coins again, bypassing the cache, keeping the current order and the coins on show until
        /// the new ones arrive.
        case refresh
        /// Present the details of one coin.
        case show(coinID: String)
        /// Close the presented coin details, back to the list.
        case dismissDetail
        /// The screen appeared: list the coins when they have no answer yet (never asked for, or a load cut
        /// off when the screen went away).
        case appeared

        /// Response: a snapshot arrived, or why none did.
        case marketsLoaded(Result<MarketSnapshot, DomainError>)
        /// An action of the presented coin details.
        case detail(CoinDetailFeature.Action)
    }
}
