import DomainCore
import Foundation
import MarketsDomain
import Testing

@testable import MarketsData

@Suite("MarketsCacheFileDTO mapping")
struct MarketsCacheFileDTOMappingTests {
    @Test("a saved copy written and read back keeps every digit and its date to the millisecond")
    func roundTrip() throws {
        let coins = try JSONDecoder().decode([CoinMarketDTO].self, from: Data(CoinGeckoBodies.markets.utf8))
        let fetchedAt = Date(timeIntervalSince1970: 1_709_294_400.25)
        let file = MarketsCacheFileDTO(coins: coins, currency: .usd, fetchedAt: fetchedAt)

        let data = try JSONEncoder().encode(file)
        let decoded = try JSONDecoder().decode(MarketsCacheFileDTO.self, from: data)
        let snapshot = try #require(decoded.toDomain(freshness: .fresh))

        #expect(decoded == file)
        #expect(String(decoding: data, as: UTF8.self).contains("0.00000123"))
        #expect(snapshot.coins.map(\.price) == coins.map(\.currentPrice))
        #expect(snapshot.fetchedAt == fetchedAt)
        #expect(snapshot.currency == .usd)
    }

    @Test("a saved copy whose date cannot be read is not used: its age would be unknown")
    func unreadableDate() {
        let file = MarketsCacheFileDTO(fetchedAt: "soon", currency: "USD", coins: [])

        #expect(file.toDomain(freshness: .fresh) == nil)
    }
}
