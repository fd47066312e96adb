import DomainCore
import Foundation
import MarketsDomain

extension MarketsCacheFileDTO {
    /// The saved copy, described for a later run.
    init(coins: [CoinMarketDTO], currency: Currency, fetchedAt: Date) {
        self.init(fetchedAt: Timestamp.string(from: fetchedAt), currency: currency.code, coins: coins)
    }

    /// The saved snapshot with the given freshness, or nil when its date cannot be read (a copy of unknown
    /// age must not be shown as if its age were known).
    func toDomain(freshness: Freshness) -> MarketSnapshot? {
        guard let date = Timestamp.date(from: fetchedAt) else { return nil }
        return MarketSnapshot(
            coins: coins.map { $0.toDomain() }, currency: Currency(code: currency), fetchedAt: date,
            freshness: freshness)
    }
}
