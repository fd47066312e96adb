import DomainCore
import Foundation
import PresentationCore
import Testing

@Suite("Formatters")
struct FormatterTests {
    @Test(
        "money is written with its currency, rounded half-even to minor units, its thousands grouped",
        arguments: [
            ("899", Currency.usd, "$899.00"),
            ("-1.5", Currency.usd, "-$1.50"),
            ("0", Currency.usd, "$0.00"),
            ("0.005", Currency.usd, "$0.00"),
            ("0.015", Currency.usd, "$0.02"),
            ("1299.999", Currency.usd, "$1,300.00"),
            ("999.99", Currency.usd, "$999.99"),
            ("1099", Currency.usd, "$1,099.00"),
            ("864029956.25", Currency.usd, "$864,029,956.25"),
            ("-1234567.5", Currency.usd, "-$1,234,567.50"),
            ("899", Currency.eur, "899.00 EUR"),
            ("-1.5", Currency.eur, "-1.50 EUR"),
            ("1500", Currency.jpy, "1,500 JPY"),
        ] as [(String, Currency, String)]
    )
    func money(amount: String, currency: Currency, expected: String) throws {
        let money = try #require(Money(string: amount, currency: currency))

        #expect(MoneyFormat.string(money, in: .english) == expected)
    }

    @Test(
        "exact money keeps every digit, pads to two decimals and groups the thousands",
        arguments: [
            ("68450", 2, "$68,450.00"), ("0.00000123", 2, "$0.00000123"), ("1349315901950", 0, "$1,349,315,901,950"),
            ("-1500.5", 2, "-$1,500.50"), ("100", 0, "$100"),
        ] as [(String, Int, String)]
    )
    func exactMoney(amount: String, minimumFractionDigits: Int, expected: String) throws {
        let value = try #require(Decimal(string: amount))

        #expect(MoneyFormat.exact(value, .usd, minimumFractionDigits: minimumFractionDigits, in: .english) == expected)
    }

    @Test(
        "grouping puts a comma every three digits of the whole part only",
        arguments: [
            ("0", "0"), ("999", "999"), ("1000", "1,000"), ("-1000", "-1,000"), ("123456.7891", "123,456.7891"),
            ("1234567", "1,234,567"),
        ])
    func grouping(plain: String, grouped: String) {
        #expect(DecimalText.grouped(plain, in: .english) == grouped)
    }

    @Test(
        "percentages have a fixed number of digits and an optional sign",
        arguments: [
            ("12.5", 1, false, "12.5 %"),
            ("3.44", 1, true, "+3.4 %"),
            ("3.45", 1, true, "+3.5 %"),
            ("-3.45", 1, true, "-3.5 %"),
            ("-2", 1, false, "-2.0 %"),
            ("0", 1, true, "0.0 %"),
            ("-0.04", 1, true, "0.0 %"),
            ("12.5", 0, false, "13 %"),
            ("7", 2, false, "7.00 %"),
            ("0.00000123", 8, false, "0.00000123 %"),
        ] as [(String, Int, Bool, String)]
    )
    func percent(value: String, digits: Int, signed: Bool, expected: String) throws {
        let percent = try #require(Decimal(string: value, locale: Locale(identifier: "en_US_POSIX")))

        #expect(PercentFormat.string(percent, fractionDigits: digits, signed: signed, in: .english) == expected)
    }

    @Test(
        "relative time rounds down to whole units at each boundary",
        arguments: [
            (-30, "just now"),
            (0, "just now"),
            (59.9, "just now"),
            (60, "1 min ago"),
            (12 * 60, "12 min ago"),
            (3599, "59 min ago"),
            (3600, "1 h ago"),
            (86_399, "23 h ago"),
            (86_400, "1 day ago"),
            (2 * 86_400, "2 days ago"),
            (400 * 86_400, "400 days ago"),
        ] as [(Double, String)]
    )
    func relativeTime(secondsAgo: Double, expected: String) {
        let now = Date(timeIntervalSince1970: 1_700_000_000)

        #expect(RelativeTimeFormat.string(from: now.addingTimeInterval(-secondsAgo), to: now, in: .english) == expected)
    }

    @Test(
        "Uzbek writes numbers with a comma and no-break spaces, the dollar sign after the amount",
        arguments: [
            ("1234567.5", Currency.usd, "1\u{00A0}234\u{00A0}567,50 $"),
            ("-1.5", Currency.usd, "-1,50 $"),
            ("899", Currency.eur, "899,00 EUR"),
        ] as [(String, Currency, String)]
    )
    func uzbekMoney(amount: String, currency: Currency, expected: String) throws {
        let money = try #require(Money(string: amount, currency: currency))

        #expect(MoneyFormat.string(money, in: .uzbek) == expected)
    }

    @Test("Uzbek percentages, dates and ages")
    func uzbekValues() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)

        #expect(PercentFormat.string(3.45, fractionDigits: 2, signed: true, in: .uzbek) == "+3,45 %")
        #expect(DateText.day(now, in: .uzbek) == "14.11.2023")
        #expect(DateText.minute(now, in: .uzbek) == "14.11.2023 22:13 UTC")
        #expect(
            RelativeTimeFormat.string(from: now.addingTimeInterval(-2 * 86_400), to: now, in: .uzbek) == "2 kun oldin")
        #expect(RelativeTimeFormat.string(from: now, to: now, in: .uzbek) == "hozirgina")
    }
}
