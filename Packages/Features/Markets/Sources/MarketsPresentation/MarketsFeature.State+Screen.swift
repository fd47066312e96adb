import PresentationCore

extension MarketsFeature.State {
    /// What to show: the presented coin's details, else the coin list.
    public var screen: Screen {
        if let detail {
            return CoinDetailPresenter.screen(for: detail)
        }
        return MarketListPresenter.screen(sort: sort, markets: markets)
    }
}
