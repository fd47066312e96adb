import DomainCore
import HomeDomain
import PresentationCore

/// The dashboard as the `--json` document of docs/CLI.md:
/// `{"catalog":{…},"cart":{…},"todos":{…},"markets":{…}}`, each tile with the numbers its section shows, or
/// `{"error":{"code":"…","message":"…"}}` (the shape of the app's error documents) when its source failed.
enum DashboardJSON {
    static func document(_ dashboard: Dashboard, _ words: Words) -> JSONValue {
        .object([
            ("catalog", tile(dashboard.catalog, words, catalog)),
            ("cart", tile(dashboard.cart, words, cart)),
            ("todos", tile(dashboard.todos, words, todos)),
            ("markets", tile(dashboard.markets, words, markets)),
        ])
    }

    /// `{"products":115,"categories":11}`.
    static func catalog(_ summary: CatalogSummary) -> JSONValue {
        .object([("products", .int(summary.productCount)), ("categories", .int(summary.categoryCount))])
    }

    /// `{"items":3,"total":"1573.35","currency":"USD"}`: money as a string with exactly two decimals.
    static func cart(_ summary: CartSummary) -> JSONValue {
        .object([
            ("items", .int(summary.itemCount)),
            ("total", .string(summary.total.formattedAmount)),
            ("currency", .string(summary.total.currency.code)),
        ])
    }

    /// `{"open":4}`.
    static func todos(_ summary: TodosSummary) -> JSONValue {
        .object([("open", .int(summary.openCount))])
    }

    /// `{"topMover":{"id":…,"symbol":…,"name":…,"price":"0.4521","change24h":-18.75},"currency":"USD",
    /// "fetchedAt":"…","stale":true,"source":"bundled"}`; the price keeps every digit the source gave. Without a
    /// mover nothing is known of the prices: `{"topMover":null,"stale":null}`.
    static func markets(_ summary: MarketsSummary) -> JSONValue {
        guard let mover = summary.topMover else {
            return .object([("topMover", .null), ("stale", .null)])
        }
        return .object([
            (
                "topMover",
                .object([
                    ("id", .string(mover.coinID)),
                    ("symbol", .string(mover.symbol)),
                    ("name", .string(mover.name)),
                    ("price", .optional(mover.price.map(PriceText.exact))),
                    ("change24h", .number(mover.change24h)),
                ])
            ),
            ("currency", .string(mover.currency.code)),
            ("fetchedAt", .string(DateText.iso(mover.fetchedAt))),
            ("stale", .bool(mover.freshness.isStale)),
            ("source", .string(PriceText.source(mover.freshness))),
        ])
    }

    /// The tile's document, or the error its source failed with.
    private static func tile<Summary>(
        _ tile: Result<Summary, DomainError>, _ words: Words, _ document: (Summary) -> JSONValue
    ) -> JSONValue {
        switch tile {
        case let .success(summary):
            return document(summary)
        case let .failure(error):
            let failure = Failure(error, naming: words)
            return .object([
                ("error", .object([("code", .string(failure.kind.rawValue)), ("message", .string(failure.message))]))
            ])
        }
    }
}
