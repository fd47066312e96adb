import DomainCore
import MarketsDomain
import PresentationCore

/// One coin's details, presented by `MarketsFeature` while its `detail` state is set; dismissing it cancels
/// a fetch still in flight.
public struct CoinDetailFeature: Reducer {
    /// The coin asked for and what is known of it.
    /// Identified by the coin asked for, so presenting another coin cancels the first one's load (`ifLet`).
    public struct State: Equatable, Sendable, Identifiable {
        /// The id asked for, as typed.
        public let coinID: String
        /// The coin with its snapshot's freshness, or where fetching it is.
        public internal(set) var quote: Loadable<CoinQuote> = .idle

        public var id: String { coinID }

        init(coinID: String) {
            self.coinID = coinID
        }
    }

    /// Loading the coin, and its response.
    public enum Action: Equatable, Sendable {
        /// Fetch the coin; sent by the parent right after presenting.
        case load
        /// Response: the coin arrived, or why it did not.
        case loaded(Result<CoinQuote, DomainError>)
    }

    private enum CancelID: Hashable, Sendable {
        case load
    }

    private let getCoin: GetCoin

    init(getCoin: GetCoin) {
        self.getCoin = getCoin
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .load:
            state.quote = .loading
            let coinID = state.coinID
            let getCoin = getCoin
            return .run { send in
                let result = await Result { () async throws(DomainError) in try await getCoin(id: coinID) }
                await send(.loaded(result))
            }
            .cancellable(id: CancelID.load, cancelInFlight: true)

        case let .loaded(result):
            state.quote = Loadable(result)
            return .none
        }
    }
}
