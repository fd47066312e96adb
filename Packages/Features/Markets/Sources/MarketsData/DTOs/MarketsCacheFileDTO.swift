/// The last good `/coins/markets` response as saved in the data folder (`markets.json`, inside the file
/// store's envelope): the coins exactly as they came, plus when and in which currency they were fetched, so a
/// later offline run can show them with their age.
struct MarketsCacheFileDTO: Codable, Equatable, Sendable {
    /// ISO 8601 with milliseconds.
    let fetchedAt: String
    /// The `vs_currency` asked for, upper case (`USD`).
    let currency: String
    let coins: [CoinMarketDTO]
}
