import Foundation
import MarketsDomain

extension CoinMarketDTO {
    /// The entity: the symbol upper-cased, a blank name replaced by the symbol, `last_updated` read as a
    /// date (nil when absent or unreadable), every missing number left missing rather than made zero.
    func toDomain() -> Coin {
        Coin(
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
    /// The newest `last_updated` of these coins: the moment a snapshot without its own date was taken.
    var newestUpdate: Date? {
        compactMap { $0.lastUpdated.flatMap(Timestamp.date(from:)) }.max()
    }
}
