import DataCore
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
        #expect(snapshot.coins.map(\.price) == coins.map { $0.currentPrice?.value })
        #expect(snapshot.fetchedAt == fetchedAt)
        #expect(snapshot.currency == .usd)
    }

    @Test(
        "a saved copy whose date, currency or coins cannot be trusted is refused",
        arguments: [
            (
                "soon", "USD", [] as [String],
                RuleViolation(record: nil, field: "fetchedAt", rule: .malformed("soon", expected: .timestamp))
            ),
            (
                "2026-12-02T08:00:00Z", "ZZZ", [],
                RuleViolation(record: nil, field: "currency", rule: .malformed("ZZZ", expected: .currencyCode))
            ),
            (
                "2026-12-02T08:00:00Z", "USD", [#"{"id":"x","symbol":"x","name":"X","current_price":-1}"#],
                RuleViolation(
                    record: .init("listedCoin", position: 1, id: "x"), field: "price",
                    rule: .outOfRange(-1, minimum: 0, maximum: nil))
            ),
            (
                "2026-12-02T08:00:00Z", "USD",
                [#"{"id":"x","symbol":"x","name":"X"}"#, #"{"id":"X","symbol":"y","name":"Y"}"#],
                RuleViolation(record: .init("coin", position: 2), field: "id", rule: .duplicate("X", firstAt: 1))
            ),
        ] as [(String, String, [String], RuleViolation)])
    func refused(fetchedAt: String, currency: String, coins: [String], violation: RuleViolation) throws {
        let dtos = try coins.map { try JSONDecoder().decode(CoinMarketDTO.self, from: Data($0.utf8)) }
        let file = MarketsCacheFileDTO(fetchedAt: fetchedAt, currency: currency, coins: dtos)

        #expect(throws: violation) { try file.toDomain(freshness: .fresh) }
    }
}
