import DomainCore
import MarketsDomain
import PresentationCore

extension MarketsFeature {
    /// What can happen on the markets screens: commands a person gives, and the responses effects send back.
    public enum Action: Equatable, Sendable {
        /// Show the top coins in this order, from the cache while it is fresh.
        case list(sort: MarketSort)
        /// Fetch the coins again, bypassing the cache, keeping the current order.
        case refresh
        /// Present the details of one coin.
        case show(coinID: String)
        /// Close the presented coin details, back to the list.
        case dismissDetail

        /// Response: a snapshot arrived, or why none did.
        case marketsLoaded(Result<MarketSnapshot, DomainError>)
        /// An action of the presented coin details.
        case detail(CoinDetailFeature.Action)

        /// How `ifLet` finds the detail's actions inside this enum.
        static let detailPath = ActionPath<Action, CoinDetailFeature.Action>(
            embed: Action.detail,
            extract: { action in
                guard case let .detail(detailAction) = action else { return nil }
                return detailAction
            }
        )
    }
}
