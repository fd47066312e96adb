import MarketsDomain
import MarketsPresentation

extension MarketsFeature {
    /// The markets over `repository`, each use case built on it as the composition root does.
    static func over(_ repository: any CoinRepository) -> MarketsFeature {
        MarketsFeature(
            listMarkets: ListMarkets(repository: repository), refreshMarkets: RefreshMarkets(repository: repository),
            getCoin: GetCoin(repository: repository))
    }
}
