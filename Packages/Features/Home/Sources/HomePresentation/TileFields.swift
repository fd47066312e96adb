import HomeDomain
import PresentationCore

/// The label and value pairs of each loaded tile: the same numbers the `--json` document gives.
enum TileFields {
    static func catalog(_ summary: CatalogSummary) -> [Field] {
        [Field("Products", "\(summary.productCount)"), Field("Categories", "\(summary.categoryCount)")]
    }

    static func cart(_ summary: CartSummary) -> [Field] {
        [Field("Items", "\(summary.itemCount)"), Field("Total", MoneyFormat.string(summary.total))]
    }

    static func todos(_ summary: TodosSummary) -> [Field] {
        [Field("Open", "\(summary.openCount)")]
    }

    static func markets(_ summary: MarketsSummary) -> [Field] {
        guard let mover = summary.topMover else {
            return [Field("Top mover", "none: no coin has a 24-hour change")]
        }
        return [
            Field("Top mover", "\(mover.name) (\(mover.symbol))"),
            Field("24h change", PercentFormat.string(mover.change24h, fractionDigits: 2, signed: true)),
            Field("Price", PriceText.price(mover.price, mover.currency)),
        ]
    }
}
