import DataCore
import DomainCore
import Foundation
import MarketsDomain

extension CoinMarketDTO {
    /// The entity: the symbol upper-cased, a blank name replaced by the symbol, `last_updated` read as a
    /// date (nil when absent or unreadable), every missing number left missing rather than made zero. A value
    /// the entity refuses (a negative price, a blank id) is a violation naming the coin by its place.
    func toDomain(position: Int) throws(RuleViolation) -> Coin {
        try RuleViolation.checking("coin \(position) (\(id))") { () throws(DomainError) in try entity() }
    }

    private func entity() throws(DomainError) -> Coin {
        try Coin(
            id: id,
            symbol: symbol,
            name: name.allSatisfy(\.isWhitespace) ? symbol.uppercased() : name,
            price: currentPrice,
            change24h: priceChangePercentage24h,
            rank: marketCapRank,
            marketCap: marketCap,
            high24h: high24h,
            low24h: low24h,
            volume24h: totalVolume,
            circulatingSupply: circulatingSupply,
            totalSupply: totalSupply,
            maxSupply: maxSupply,
            allTimeHigh: ath,
            lastUpdated: lastUpdated.flatMap(Timestamp.date(from:))
        )
    }
}

extension [CoinMarketDTO] {
    /// The snapshot of these coins, each checked by the entities.
    func snapshot(currency: Currency, fetchedAt: Date, freshness: Freshness) throws(RuleViolation) -> MarketSnapshot {
        var coins: [Coin] = []
        for (offset, dto) in enumerated() { coins.append(try dto.toDomain(position: offset + 1)) }
        return try RuleViolation.checking(nil) { () throws(DomainError) in
            try MarketSnapshot(coins: coins, currency: currency, fetchedAt: fetchedAt, freshness: freshness)
        }
    }

    /// The newest `last_updated` of these coins: the moment a snapshot without its own date was taken.
    var newestUpdate: Date? {
        compactMap { $0.lastUpdated.flatMap(Timestamp.date(from:)) }.max()
    }
}
