import MarketsDomain
import MarketsPresentation

extension MarketsFeature {
    /// The markets over `repository`, each use case built on it as the composition root does.
    init(repository: any CoinRepository) {
        self.init(
            listMarkets: ListMarkets(repository: repository), refreshMarkets: RefreshMarkets(repository: repository),
            getCoin: GetCoin(repository: repository))
    }
}
