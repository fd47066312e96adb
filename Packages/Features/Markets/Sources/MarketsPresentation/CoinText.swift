import Domain
import Foundation
import MarketsDomain
import Presentation

/// How coin values read on screen, shared by the list and the detail. Amounts keep every digit the source
/// gave (a coin worth `0.00000123` must not read `$0.00`), so they are written here rather than with
/// `MoneyFormat`, which rounds to cents.
enum CoinText {
    /// Shown where a source gave no value.
    static let missing = "—"

    /// "Bitcoin (BTC)".
    static func title(_ coin: Coin) -> String {
        "\(coin.name) (\(coin.symbol))"
    }

    /// A price with every digit and at least two decimals: `$68450.00`, `$3512.77`, `$0.00000123`;
    /// `68450.00 EUR` in another currency.
    static func price(_ value: Decimal?, _ currency: Currency) -> String {
        guard let value else { return missing }
        let (sign, integer, fraction) = parts(of: value)
        let padded = fraction + String(repeating: "0", count: max(0, 2 - fraction.count))
        return money(sign: sign, digits: integer + "." + padded, currency)
    }

    /// A large amount (market cap, volume) with every digit, the thousands grouped: `$1,349,315,901,950`.
    static func amount(_ value: Decimal?, _ currency: Currency) -> String {
        guard let value else { return missing }
        let (sign, integer, fraction) = parts(of: value)
        return money(sign: sign, digits: grouped(integer) + (fraction.isEmpty ? "" : "." + fraction), currency)
    }

    /// A count of coins with every digit, the thousands grouped: `19,712,431`, `120,184,112.53`.
    static func quantity(_ value: Decimal?) -> String {
        guard let value else { return missing }
        let (sign, integer, fraction) = parts(of: value)
        return sign + grouped(integer) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// The 24-hour change, signed, two decimals: `+3.45 %`, `-18.75 %`.
    static func change(_ value: Decimal?) -> String {
        value.map { PercentFormat.string($0, fractionDigits: 2, signed: true) } ?? missing
    }

    static func rank(_ rank: Int?) -> String {
        rank.map(String.init) ?? missing
    }

    /// The exact decimal as plain digits, never in exponent form: `68450`, `0.00000123`.
    static func exact(_ value: Decimal) -> String {
        NSDecimalNumber(decimal: value).stringValue
    }

    private static func parts(of value: Decimal) -> (sign: String, integer: String, fraction: String) {
        let text = exact(value)
        let sign = text.hasPrefix("-") ? "-" : ""
        let unsigned = text.drop { $0 == "-" }
        let pieces = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        return (sign, String(pieces.first ?? "0"), pieces.count > 1 ? String(pieces[1]) : "")
    }

    private static func money(sign: String, digits: String, _ currency: Currency) -> String {
        currency == .usd ? sign + "$" + digits : sign + digits + " " + currency.code
    }

    /// `1349315901950` as `1,349,315,901,950`.
    private static func grouped(_ digits: String) -> String {
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
