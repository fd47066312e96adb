import DomainCore
import MarketsDomain
import PresentationCore

/// The crypto tracker as a reducer: lists the top coins in a chosen order, refreshes them on demand, and shows
/// one coin's details as a presented child. Its presenters say what to show, stale data marked as such.
///
/// A newer list or refresh cancels the one in flight, so a slow old answer never replaces a newer one.
public struct MarketsFeature: Reducer {
    private enum CancelID: Hashable, Sendable {
        case markets
    }

    private let listMarkets: ListMarkets
    private let refreshMarkets: RefreshMarkets
    private let getCoin: GetCoin

    /// The markets over their use cases, which the composition root builds.
    public init(listMarkets: ListMarkets, refreshMarkets: RefreshMarkets, getCoin: GetCoin) {
        self.listMarkets = listMarkets
        self.refreshMarkets = refreshMarkets
        self.getCoin = getCoin
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        body.reduce(into: &state, action: action)
    }

    /// The list logic, with the detail child presented whenever `state.detail` is set.
    private var body: some Reducer<State, Action> {
        Reduce { state, action in self.reduceList(into: &state, action: action) }
            .ifLet(\.detail, action: Action.detail, then: CoinDetailFeature(getCoin: getCoin))
    }

    private func reduceList(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .list(sort):
            state.detail = nil
            state.sort = sort
            state.markets = .loading
            let listMarkets = listMarkets
            return .run { send in
                let result = await Result { () async throws(DomainError) in try await listMarkets(sort: sort) }
                await send(.marketsLoaded(result))
            }
            .cancellable(id: CancelID.markets, cancelInFlight: true)

        case .refresh:
            state.detail = nil
            state.markets = state.markets.reloading
            let sort = state.sort
            let refreshMarkets = refreshMarkets
            return .run { send in
                let result = await Result { () async throws(DomainError) in try await refreshMarkets(sort: sort) }
                await send(.marketsLoaded(result))
            }
            .cancellable(id: CancelID.markets, cancelInFlight: true)

        case let .marketsLoaded(result):
            state.markets = Loadable(result)
            return .none

        case let .show(coinID):
            state.detail = CoinDetailFeature.State(coinID: coinID)
            return .send(.detail(.load))

        case .dismissDetail:
            state.detail = nil
            return .none

        case .appeared:
            guard !state.markets.isSettled else { return .none }
            return .send(state.markets.value == nil ? .list(sort: state.sort) : .refresh)

        case .detail:
            return .none
        }
    }
}

extension MarketsFeature.State {
    /// The coin list, in words (see `MarketListPresenter`).
    public func marketListViewModel(in language: Language) -> MarketListViewModel {
        MarketListPresenter.viewModel(sort: sort, markets: markets, in: language)
    }

    /// Whether a coin's details are presented (a pushed screen in SwiftUI).
    public var isShowingDetail: Bool { detail != nil }

    /// The presented coin's details, in words (see `CoinDetailPresenter`); idle and untitled once dismissed, so
    /// a screen sliding away shows nothing stale.
    public func coinDetailViewModel(in language: Language) -> CoinDetailViewModel {
        CoinDetailPresenter.viewModel(coinID: detail?.coinID, quote: detail?.quote ?? .idle, in: language)
    }

    /// The terminal UI's screen: the presented coin's details, else the coin list.
    public func screen(in language: Language) -> Screen {
        if let detail {
            return CoinDetailPresenter.screen(for: detail, in: language)
        }
        return MarketListPresenter.screen(sort: sort, markets: markets, in: language)
    }
}
