import DataCore
import DomainCore
import Foundation
import MarketsDomain

extension CoinMarketDTO {
    /// The entity: the symbol upper-cased, a blank name replaced by the symbol, `last_updated` read as a
    /// date, every missing number left missing rather than made zero. A value the entity refuses (a negative
    /// price, a blank id) or a `last_updated` that is no date is a violation naming the coin by its place and id.
    func toDomain(position: Int) throws(RuleViolation) -> Coin {
        try RuleViolation.checking(DomainError.Record("listedCoin", position: position, id: id)) {
            () throws(DomainError) in try entity()
        }
    }

    private func entity() throws(DomainError) -> Coin {
        try Coin(
            id: id,
            symbol: symbol,
            name: name.allSatisfy(\.isWhitespace) ? symbol.uppercased() : name,
            price: currentPrice?.value,
            change24h: priceChangePercentage24h?.value,
            rank: marketCapRank?.value,
            marketCap: marketCap?.value,
            high24h: high24h?.value,
            low24h: low24h?.value,
            volume24h: totalVolume?.value,
            circulatingSupply: circulatingSupply?.value,
            totalSupply: totalSupply?.value,
            maxSupply: maxSupply?.value,
            allTimeHigh: ath?.value,
            lastUpdated: try lastUpdated.map(Self.date)
        )
    }

    private static func date(_ text: String) throws(DomainError) -> Date {
        guard let date = Timestamp.date(from: text) else {
            throw .validation(field: "lastUpdated", rule: .malformed(text, expected: .timestamp))
        }
        return date
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
