import DataCore
import Foundation

/// One coin of `GET /coins/markets` as the CoinGecko format writes it.
///
/// Only `id`, `symbol` and `name` are required: any number can be `null` (or absent) for new or thinly
/// traded coins, so every one is optional. Numbers decode as `Decimal`, which `JSONDecoder` reads digit for
/// digit (never through `Double`), so `0.00000123` and `1.23e-6` both stay exactly 0.00000123; as
/// `JSONNumber`s, one that does not fit (1e300) is named with its field. Fields this app does not know are
/// ignored. It is `Encodable` too, so the last good response can be saved as it came.
struct CoinMarketDTO: Codable, Equatable, Sendable {
    let id: String
    let symbol: String
    let name: String
    let image: String?
    let currentPrice: JSONNumber<Decimal>?
    let marketCap: JSONNumber<Decimal>?
    let marketCapRank: JSONNumber<Int>?
    let fullyDilutedValuation: JSONNumber<Decimal>?
    let totalVolume: JSONNumber<Decimal>?
    let high24h: JSONNumber<Decimal>?
    let low24h: JSONNumber<Decimal>?
    let priceChange24h: JSONNumber<Decimal>?
    let priceChangePercentage24h: JSONNumber<Decimal>?
    let marketCapChange24h: JSONNumber<Decimal>?
    let marketCapChangePercentage24h: JSONNumber<Decimal>?
    let circulatingSupply: JSONNumber<Decimal>?
    let totalSupply: JSONNumber<Decimal>?
    let maxSupply: JSONNumber<Decimal>?
    let ath: JSONNumber<Decimal>?
    let athChangePercentage: JSONNumber<Decimal>?
    let athDate: String?
    let atl: JSONNumber<Decimal>?
    let atlChangePercentage: JSONNumber<Decimal>?
    let atlDate: String?
    /// Return on investment since launch; `null` for most coins.
    let roi: ROIDTO?
    /// ISO 8601 with milliseconds, `2024-03-01T12:00:00.123Z`; kept as text so one odd date cannot fail the
    /// whole list (the mapper reads it, and a date it cannot read becomes nil).
    let lastUpdated: String?

    private enum CodingKeys: String, CodingKey {
        case id, symbol, name, image
        case currentPrice = "current_price"
        case marketCap = "market_cap"
        case marketCapRank = "market_cap_rank"
        case fullyDilutedValuation = "fully_diluted_valuation"
        case totalVolume = "total_volume"
        case high24h = "high_24h"
        case low24h = "low_24h"
        case priceChange24h = "price_change_24h"
        case priceChangePercentage24h = "price_change_percentage_24h"
        case marketCapChange24h = "market_cap_change_24h"
        case marketCapChangePercentage24h = "market_cap_change_percentage_24h"
        case circulatingSupply = "circulating_supply"
        case totalSupply = "total_supply"
        case maxSupply = "max_supply"
        case ath
        case athChangePercentage = "ath_change_percentage"
        case athDate = "ath_date"
        case atl
        case atlChangePercentage = "atl_change_percentage"
        case atlDate = "atl_date"
        case roi
        case lastUpdated = "last_updated"
    }
}
