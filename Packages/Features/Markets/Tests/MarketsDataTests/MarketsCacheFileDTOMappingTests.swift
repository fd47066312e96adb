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
        let snapshot = try decoded.toDomain(freshness: .fresh)

        #expect(decoded == file)
        #expect(String(decoding: data, as: UTF8.self).contains("0.00000123"))
        #expect(snapshot.coins.map(\.price) == coins.map(\.currentPrice))
        #expect(snapshot.fetchedAt == fetchedAt)
        #expect(snapshot.currency == .usd)
    }

    @Test(
        "a saved copy whose date, currency or coins cannot be trusted is refused",
        arguments: [
            ("soon", "USD", [] as [String], #"fetchedAt "soon" is not an ISO 8601 date"#),
            ("2026-12-02T08:00:00Z", "ZZZ", [], #"currency "ZZZ" is not an ISO 4217 currency code"#),
            (
                "2026-12-02T08:00:00Z", "USD", [#"{"id":"x","symbol":"x","name":"X","current_price":-1}"#],
                "coin 1 (x): price must not be negative, got -1"
            ),
            (
                "2026-12-02T08:00:00Z", "USD",
                [#"{"id":"x","symbol":"x","name":"X"}"#, #"{"id":"X","symbol":"y","name":"Y"}"#],
                "coin 2 has the id X, which coin 1 has already"
            ),
        ])
    func refused(fetchedAt: String, currency: String, coins: [String], sentence: String) throws {
        let dtos = try coins.map { try JSONDecoder().decode(CoinMarketDTO.self, from: Data($0.utf8)) }
        let file = MarketsCacheFileDTO(fetchedAt: fetchedAt, currency: currency, coins: dtos)

        #expect { try file.toDomain(freshness: .fresh) } throws: { "\($0)" == sentence }
    }
}
