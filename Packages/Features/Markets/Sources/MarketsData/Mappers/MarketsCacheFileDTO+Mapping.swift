import DataCore
import DomainCore
import Foundation
import MarketsDomain

extension MarketsCacheFileDTO {
    /// The saved copy, described for a later run.
    init(coins: [CoinMarketDTO], currency: Currency, fetchedAt: Date) {
        self.init(fetchedAt: Timestamp.string(from: fetchedAt), currency: currency.code, coins: coins)
    }

    /// The saved snapshot with the given freshness. A date or a currency that cannot be read, or a coin the
    /// entities refuse, is a violation: a copy of unknown age must not be shown as if its age were known, nor
    /// prices in a currency that is not one.
    func toDomain(freshness: Freshness) throws(RuleViolation) -> MarketSnapshot {
        guard let date = Timestamp.date(from: fetchedAt) else {
            throw RuleViolation(record: nil, field: "fetchedAt", rule: .malformed(fetchedAt, expected: .timestamp))
        }
        let code = currency
        let parsed = try RuleViolation.checking(nil) { () throws(DomainError) in try Currency(code: code) }
        return try coins.snapshot(currency: parsed, fetchedAt: date, freshness: freshness)
    }
}
