import PresentationCore

extension MarketsFeature.State {
    /// What to show: the presented coin's details, else the coin list.
    public var screen: Screen {
        if let detail {
            return CoinDetailScreen.screen(for: detail)
        }
        return MarketListScreen.screen(sort: sort, markets: markets)
    }
}
