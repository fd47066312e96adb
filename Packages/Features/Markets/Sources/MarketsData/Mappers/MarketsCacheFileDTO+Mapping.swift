import DomainCore
import Foundation
import MarketsDomain

extension MarketsCacheFileDTO {
    /// The saved copy, described for a later run.
    init(coins: [CoinMarketDTO], currency: Currency, fetchedAt: Date) {
        self.init(fetchedAt: Timestamp.string(from: fetchedAt), currency: currency.code, coins: coins)
    }

    /// The saved snapshot with the given freshness, or nil when its date or currency cannot be read (a copy
    /// of unknown age must not be shown as if its age were known, nor prices in a currency that is not one).
    func toDomain(freshness: Freshness) -> MarketSnapshot? {
        guard let date = Timestamp.date(from: fetchedAt), let currency = try? Currency(code: currency) else {
            return nil
        }
        return MarketSnapshot(
            coins: coins.map { $0.toDomain() }, currency: currency, fetchedAt: date,
            freshness: freshness)
    }
}
