import DomainCore
import Foundation
import MarketsTesting
import PresentationCore
import Testing

@testable import MarketsPresentation

@Suite("Coin text")
struct CoinTextTests {
    private func exact(_ text: String) -> Decimal {
        CoinFixtures.exact(text)
    }

    @Test(
        "prices keep every digit, with at least two decimals and grouped thousands, never rounded to cents",
        arguments: [
            ("68450", "$68,450.00"), ("3512.77", "$3,512.77"), ("66012.5", "$66,012.50"), ("0.4521", "$0.4521"),
            ("0.00000123", "$0.00000123"), ("0.000000004521", "$0.000000004521"), ("1", "$1.00"), ("0", "$0.00"),
            ("-1.5", "-$1.50"), ("68450.123456789", "$68,450.123456789"),
        ])
    func prices(value: String, text: String) {
        #expect(CoinText(.english).price(exact(value), .usd) == text)
    }

    @Test("a price in another currency puts the code after the digits")
    func otherCurrency() {
        #expect(CoinText(.english).price(exact("0.00000123"), .eur) == "0.00000123 EUR")
    }

    @Test("a missing price is a dash")
    func missingPrice() {
        #expect(CoinText(.english).price(nil, .usd) == "—")
    }

    @Test(
        "large amounts and supplies group their thousands and keep their decimals",
        arguments: [
            ("1349315901950", "1,349,315,901,950"), ("999", "999"), ("1000", "1,000"),
            ("120184112.53", "120,184,112.53"), ("0.5", "0.5"),
        ])
    func grouping(value: String, text: String) {
        #expect(CoinText(.english).quantity(exact(value)) == text)
        #expect(CoinText(.english).amount(exact(value), .usd) == "$" + text)
    }

    @Test(
        "24-hour changes are signed percentages with two decimals",
        arguments: [("3.45", "+3.45 %"), ("-18.75031", "-18.75 %"), ("0", "0.00 %"), ("12.5", "+12.50 %")])
    func changes(value: String, text: String) {
        #expect(CoinText(.english).change(exact(value)) == text)
    }

    @Test("JSON prices are plain digits, never exponents", arguments: ["0.00000123", "68450", "1e-8", "2.5E+3"])
    func exactText(value: String) {
        let text = DecimalText.exact(exact(value))

        #expect(!text.lowercased().contains("e"))
        #expect(exact(text) == exact(value))
    }
}
