import DataCore
import DomainCore
import Foundation
import MarketsDomain
import Testing

@testable import MarketsData

@Suite("CoinMarketDTO mapping")
struct CoinMarketDTOMappingTests {
    private func dto(_ json: String) throws -> CoinMarketDTO {
        try JSONDecoder().decode(CoinMarketDTO.self, from: Data(json.utf8))
    }

    private func coin(_ json: String) throws -> Coin {
        try dto(json).toDomain(position: 1)
    }

    private func exact(_ text: String) throws -> Decimal {
        try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
    }

    @Test("maps every field of a full record")
    func fullRecord() throws {
        let mapped = try coin(CoinGeckoBodies.bitcoin)
        let expected = try Coin(
            id: "bitcoin",
            symbol: "BTC",
            name: "Bitcoin",
            price: 68450,
            change24h: try exact("3.45"),
            rank: 1,
            marketCap: try exact("1345678901234"),
            high24h: 69000,
            low24h: try exact("66012.5"),
            volume24h: try exact("28123456789"),
            circulatingSupply: 19_650_000,
            totalSupply: 21_000_000,
            maxSupply: 21_000_000,
            allTimeHigh: try exact("73738.12"),
            lastUpdated: mapped.lastUpdated
        )

        #expect(mapped.lastUpdated.map { abs($0.timeIntervalSince1970 - 1_709_294_400.123) < 0.0005 } == true)
        #expect(mapped == expected)
    }

    @Test(
        "a coin the entity refuses is a violation naming the coin, the field and the rule",
        arguments: [
            (
                #"{"id": "x", "symbol": "x", "name": "X", "current_price": -2}"#,
                RuleViolation(
                    record: .init("listedCoin", position: 1, id: "x"), field: "price",
                    rule: .outOfRange(-2, minimum: 0, maximum: nil))
            ),
            (
                #"{"id": " ", "symbol": "x", "name": "X"}"#,
                RuleViolation(record: .init("listedCoin", position: 1, id: " "), field: "id", rule: .empty)
            ),
            (
                #"{"id": "x", "symbol": "", "name": "X"}"#,
                RuleViolation(record: .init("listedCoin", position: 1, id: "x"), field: "symbol", rule: .empty)
            ),
            (
                #"{"id": "x", "symbol": "x", "name": "X", "market_cap_rank": 0}"#,
                RuleViolation(
                    record: .init("listedCoin", position: 1, id: "x"), field: "rank",
                    rule: .outOfRange(0, minimum: 1, maximum: nil))
            ),
            (
                #"{"id": "x", "symbol": "x", "name": "X", "high_24h": 1, "low_24h": 2}"#,
                RuleViolation(
                    record: .init("listedCoin", position: 1, id: "x"), field: "low24h",
                    rule: .outOfRange(2, minimum: nil, maximum: 1))
            ),
            (
                #"{"id": "x", "symbol": "x", "name": "X", "total_volume": -1e30}"#,
                RuleViolation(
                    record: .init("listedCoin", position: 1, id: "x"), field: "volume24h",
                    rule: .outOfRange(Decimal(string: "-1e30")!, minimum: 0, maximum: nil))
            ),
        ] as [(String, RuleViolation)])
    func refused(json: String, violation: RuleViolation) {
        #expect(throws: violation) { try coin(json) }
    }

    @Test(
        "prices keep every digit, never passing through Double",
        arguments: [
            ("0.00000123", "0.00000123"), ("1.23e-6", "0.00000123"), ("2.3E-05", "0.000023"),
            ("68450", "68450"), ("68450.123456789012345", "68450.123456789012345"), ("19.989999999", "19.989999999"),
        ])
    func exactPrices(written: String, value: String) throws {
        let mapped = try coin(#"{"id": "x", "symbol": "x", "name": "X", "current_price": \#(written)}"#)

        #expect(mapped.price == (try exact(value)))
    }

    @Test("a coin with every number null maps to a coin with every number missing, none made zero")
    func everyNumberNull() throws {
        let mapped = try coin(CoinGeckoBodies.newcomer)

        #expect(try mapped == Coin(id: "fresh-mint", symbol: "MINT", name: "Fresh Mint"))
    }

    @Test("a record with only id, symbol and name decodes: absent numbers are missing")
    func absentFields() throws {
        #expect(try coin(#"{"id": "a", "symbol": "a", "name": "A"}"#) == Coin(id: "a", symbol: "A", name: "A"))
    }

    @Test("fields this app does not know are ignored")
    func unknownFields() throws {
        let mapped = try coin(
            #"{"id": "a", "symbol": "a", "name": "A", "sparkline_in_7d": {"price": [1, 2]}, "hologram": null}"#)

        #expect(mapped.id == "a")
    }

    @Test(
        "roi may be null, an object, or an object of nulls",
        arguments: [
            "null", #"{"times": 41.2, "currency": "usd", "percentage": 4120.5}"#,
            #"{"times": null, "currency": null, "percentage": null}"#,
        ])
    func roiShapes(roi: String) throws {
        let decoded = try dto(#"{"id": "a", "symbol": "a", "name": "A", "roi": \#(roi)}"#)

        #expect(decoded.id == "a")
        #expect((decoded.roi == nil) == (roi == "null"))
    }

    @Test("the symbol is upper-cased")
    func symbolUpperCased() throws {
        #expect(try coin(#"{"id": "a", "symbol": "wEth", "name": "Wrapped Ether"}"#).symbol == "WETH")
    }

    @Test("a blank name is replaced by the symbol")
    func blankName() throws {
        #expect(try coin(#"{"id": "a", "symbol": "abc", "name": "  "}"#).name == "ABC")
    }

    @Test(
        "last_updated is read with or without milliseconds",
        arguments: ["2024-03-01T12:00:00.000Z", "2024-03-01T12:00:00Z", "2024-03-01T13:00:00+01:00"])
    func timestamps(text: String) throws {
        let mapped = try coin(#"{"id": "a", "symbol": "a", "name": "A", "last_updated": "\#(text)"}"#)

        #expect(mapped.lastUpdated == Date(timeIntervalSince1970: 1_709_294_400))
    }

    @Test("an unreadable last_updated is a violation naming the coin's place and id")
    func badTimestamp() throws {
        #expect(
            throws: RuleViolation(
                record: .init("listedCoin", position: 1, id: "a"), field: "lastUpdated",
                rule: .malformed("yesterday", expected: .timestamp))
        ) {
            try coin(#"{"id": "a", "symbol": "a", "name": "A", "last_updated": "yesterday"}"#)
        }
    }

    @Test(
        "a record without id, symbol or name, or with a number written as text, does not decode",
        arguments: [
            #"{"symbol": "a", "name": "A"}"#,
            #"{"id": "a", "name": "A"}"#,
            #"{"id": "a", "symbol": "a", "name": null}"#,
            #"{"id": "a", "symbol": "a", "name": "A", "current_price": "1.00"}"#,
        ])
    func requiredFields(json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CoinMarketDTO.self, from: Data(json.utf8))
        }
    }

    @Test("a snapshot's date is its newest coin update")
    func newestUpdate() throws {
        let coins = try JSONDecoder().decode([CoinMarketDTO].self, from: Data(CoinGeckoBodies.markets.utf8))

        #expect(coins.newestUpdate.map { abs($0.timeIntervalSince1970 - 1_709_294_400.123) < 0.0005 } == true)
    }
}
