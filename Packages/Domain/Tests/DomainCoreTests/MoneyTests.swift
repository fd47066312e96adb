import DomainTesting
import Foundation
import Testing

@testable import DomainCore

@Suite("Money")
struct MoneyTests {
    @Test("0.1 + 0.2 is exactly 0.3, as a person expects")
    func additionIsExact() {
        let sum = Money(Decimal(string: "0.1")!) + Money(Decimal(string: "0.2")!)
        #expect(sum == Money(Decimal(string: "0.3")!))
    }

    @Test(
        "rounds half-even to cents",
        arguments: [
            ("0.125", "0.12"), ("0.135", "0.14"), ("2.675", "2.68"), ("-0.125", "-0.12"), ("1.005", "1.00"),
            ("0", "0.00"), ("60", "60.00"), ("899.999", "900.00"),
        ])
    func roundsHalfEven(input: String, expected: String) {
        #expect(Money(string: input)!.formattedAmount == expected)
    }

    @Test("33.333 % of 19.99 keeps every digit until rounded")
    func percentageIsExactUntilRounded() {
        let discount = Money(string: "19.99")!.percentage(Decimal(string: "33.333")!)
        #expect(discount.amount == Decimal(string: "6.66326670")!)
        #expect(discount.formattedAmount == "6.66")
    }

    @Test("parses only plain decimal strings", arguments: ["", "abc", "1e5", "1,5", "--1", "1."])
    func rejectsNonNumbers(text: String) {
        #expect(Money(string: text) == nil)
    }

    @Test("multiplying by a quantity")
    func multiplies() {
        #expect((Money(string: "0.10")! * 3).formattedAmount == "0.30")
    }

    @Test("currency codes are case-insensitive")
    func currencyCodes() throws {
        #expect(try Currency(code: "usd") == .usd)
        #expect(Money.zero().description == "0.00 USD")
    }

    @Test(
        "the minor units come from ISO 4217, not from the data",
        arguments: [("JPY", 0), ("EUR", 2), ("KWD", 3), ("CLF", 4), ("chf", 2)])
    func minorUnits(code: String, units: Int) throws {
        #expect(try Currency(code: code).minorUnits == units)
    }

    @Test("a code ISO 4217 does not list is refused", arguments: ["ZZZ", "", "US", "USDX", "€", "XAU"])
    func unknownCodes(code: String) {
        #expect(
            throws: DomainError.validation(field: "currency", rule: .malformed(code, expected: .currencyCode))
        ) {
            try Currency(code: code)
        }
    }

    @Test("whole minor units", arguments: [("1.12", true), ("1.115", false), ("0", true), ("-3.5", true)])
    func wholeMinorUnits(amount: String, expected: Bool) throws {
        #expect(try #require(Money(string: amount)).isWholeMinorUnits == expected)
    }
}

@Suite("Fixture")
struct FixtureTests {
    @Test("a fixture is built through the entity's checking initialiser")
    func buildsAValidValue() {
        let euro = Fixture.valid { () throws(DomainError) in try Currency(code: "eur") }
        #expect(euro == .eur)
    }
}
