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
    func currencyCodes() {
        #expect(Currency(code: "usd") == .usd)
        #expect(Money.zero().description == "0.00 USD")
    }
}
