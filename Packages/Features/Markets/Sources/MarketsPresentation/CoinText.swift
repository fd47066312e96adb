import DomainCore
import Foundation
import MarketsDomain
import PresentationCore

/// How coin values read on screen in one language, shared by the list and the detail. Amounts keep every digit
/// the source gave (a coin worth `0.00000123` must not read `$0.00`), through `MoneyFormat.exact`, not the
/// cent-rounding `MoneyFormat.string`.
struct CoinText {
    /// Shown where a source gave no value.
    static let missing = "—"

    let words: Words

    init(_ language: Language) {
        words = strings[language]
    }

    private var language: Language { words.language }

    /// "Bitcoin (BTC)".
    func title(_ coin: Coin) -> String {
        words("markets.coinTitle", coin.name, coin.symbol)
    }

    /// A price with every digit and at least two decimals, the thousands grouped: `$68,450.00`, `$3,512.77`,
    /// `$0.00000123`; `68,450.00 EUR` in another currency.
    func price(_ value: Decimal?, _ currency: Currency) -> String {
        value.map { MoneyFormat.exact($0, currency, in: language) } ?? Self.missing
    }

    /// A large amount (market cap, volume) with every digit, the thousands grouped: `$1,349,315,901,950`.
    func amount(_ value: Decimal?, _ currency: Currency) -> String {
        value.map { MoneyFormat.exact($0, currency, minimumFractionDigits: 0, in: language) } ?? Self.missing
    }

    /// A count of coins with every digit, the thousands grouped: `19,712,431`, `120,184,112.53`.
    func quantity(_ value: Decimal?) -> String {
        value.map { DecimalText.grouped(DecimalText.exact($0), in: language) } ?? Self.missing
    }

    /// The 24-hour change, signed, two decimals: `+3.45 %`, `-18.75 %`.
    func change(_ value: Decimal?) -> String {
        value.map { PercentFormat.string($0, fractionDigits: 2, signed: true, in: language) } ?? Self.missing
    }

    func rank(_ rank: Int?) -> String {
        rank.map(String.init) ?? Self.missing
    }
}
