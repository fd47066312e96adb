import Foundation
import MarketsDomain
import PresentationCore

/// Coins as the `--json` documents of docs/CLI.md write them: prices and amounts as strings keeping every digit
/// the source gave (`"0.00000123"`), percentages and counts as exact numbers, absent values as `null`.
enum CoinJSON {
    /// `{"id":"bitcoin","symbol":"BTC","name":"Bitcoin","price":"68450","change24h":3.45,"rank":1}`.
    static func summary(_ coin: Coin) -> JSONValue {
        .object(summaryFields(coin))
    }

    /// The summary with the detail screen's numbers, and the snapshot's currency and freshness.
    static func detail(_ quote: CoinQuote) -> JSONValue {
        let coin = quote.coin
        return .object(
            summaryFields(coin) + [
                ("marketCap", amount(coin.marketCap)),
                ("high24h", amount(coin.high24h)),
                ("low24h", amount(coin.low24h)),
                ("volume24h", amount(coin.volume24h)),
                ("circulatingSupply", number(coin.circulatingSupply)),
                ("totalSupply", number(coin.totalSupply)),
                ("maxSupply", number(coin.maxSupply)),
                ("allTimeHigh", amount(coin.allTimeHigh)),
                ("lastUpdated", .optional(coin.lastUpdated.map(DateText.iso))),
            ] + snapshotFields(currency: quote.currency.code, fetchedAt: quote.fetchedAt, freshness: quote.freshness)
        )
    }

    /// `"currency":"USD","fetchedAt":"…","stale":false,"source":"live","refreshError":null`, shared by the
    /// list and the detail documents.
    static func snapshotFields(currency: String, fetchedAt: Date, freshness: Freshness) -> [(String, JSONValue)] {
        [
            ("currency", .string(currency)),
            ("fetchedAt", .string(DateText.iso(fetchedAt))),
            ("stale", .bool(freshness.isStale)),
            ("source", .string(FreshnessText.source(freshness))),
            ("refreshError", .optional(FreshnessText.refreshError(freshness))),
        ]
    }

    private static func summaryFields(_ coin: Coin) -> [(String, JSONValue)] {
        [
            ("id", .string(coin.id)),
            ("symbol", .string(coin.symbol)),
            ("name", .string(coin.name)),
            ("price", amount(coin.price)),
            ("change24h", number(coin.change24h)),
            ("rank", coin.rank.map(JSONValue.int) ?? .null),
        ]
    }

    private static func amount(_ value: Decimal?) -> JSONValue {
        .optional(value.map { DecimalText.exact($0) })
    }

    private static func number(_ value: Decimal?) -> JSONValue {
        value.map(JSONValue.number) ?? .null
    }
}
