import HomeDomain
import PresentationCore

/// The label and value pairs of each loaded tile: the same numbers the `--json` document gives.
enum TileFields {
    static func catalog(_ summary: CatalogSummary) -> [Screen.Field] {
        [Screen.Field("Products", "\(summary.productCount)"), Screen.Field("Categories", "\(summary.categoryCount)")]
    }

    static func cart(_ summary: CartSummary) -> [Screen.Field] {
        [Screen.Field("Items", "\(summary.itemCount)"), Screen.Field("Total", MoneyFormat.string(summary.total))]
    }

    static func todos(_ summary: TodosSummary) -> [Screen.Field] {
        [Screen.Field("Open", "\(summary.openCount)")]
    }

    static func markets(_ summary: MarketsSummary) -> [Screen.Field] {
        guard let mover = summary.topMover else {
            return [Screen.Field("Top mover", "none: no coin has a 24-hour change")]
        }
        return [
            Screen.Field("Top mover", "\(mover.name) (\(mover.symbol))"),
            Screen.Field("24h change", PercentFormat.string(mover.change24h, fractionDigits: 2, signed: true)),
            Screen.Field("Price", PriceText.price(mover.price, mover.currency)),
        ]
    }
}
