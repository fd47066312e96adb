import DomainCore
import Foundation
import HomeDomain
import PresentationCore

/// The label and value pairs of each loaded tile, in one language: the same numbers the `--json` document
/// gives. A coin's price keeps every digit the source gave (a coin worth `0.00000123` must not read `$0.00`).
struct TileFields {
    /// Shown where a source gave no price.
    static let missing = "—"

    let words: Words

    init(_ language: Language) {
        words = strings[language]
    }

    func catalog(_ summary: CatalogSummary) -> [Field] {
        [
            Field(words("home.field.products"), String(summary.productCount)),
            Field(words("home.field.categories"), String(summary.categoryCount)),
        ]
    }

    func cart(_ summary: CartSummary) -> [Field] {
        [
            Field(words("home.field.items"), String(summary.itemCount)),
            Field(words("home.field.total"), MoneyFormat.string(summary.total, in: words.language)),
        ]
    }

    func todos(_ summary: TodosSummary) -> [Field] {
        [Field(words("home.field.open"), String(summary.openCount))]
    }

    func markets(_ summary: MarketsSummary) -> [Field] {
        guard let mover = summary.topMover else {
            return [Field(words("home.field.topMover"), words("home.noMover"))]
        }
        let change = PercentFormat.string(mover.change24h, fractionDigits: 2, signed: true, in: words.language)
        let price = mover.price.map { MoneyFormat.exact($0, mover.currency, in: words.language) } ?? Self.missing
        return [
            Field(words("home.field.topMover"), words("home.coin", mover.name, mover.symbol)),
            Field(words("home.field.change"), change),
            Field(words("home.field.price"), price),
        ]
    }

    /// Why the price is not live, in the markets screen's words (`cached 12 min ago, offline`,
    /// `bundled snapshot of 2025-06-02`); nil for a live price.
    func staleness(of mover: MarketMover) -> String? {
        let language = words.language
        switch mover.freshness {
        case .live:
            return nil
        case let .cached(age, cause):
            let ago = RelativeTimeFormat.string(
                from: mover.fetchedAt, to: mover.fetchedAt.addingTimeInterval(age), in: language)
            return words("home.stale.cached", ago, cause.label(in: language))
        case .bundled(nil):
            return words("home.stale.bundled", DateText.day(mover.fetchedAt, in: language))
        case let .bundled(cause?):
            return words(
                "home.stale.bundledBecause", DateText.day(mover.fetchedAt, in: language), cause.label(in: language))
        }
    }
}
