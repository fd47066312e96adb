import DataCore
import DomainCore
import Foundation
import Testing

@Suite("ExactDecimal and TimestampString: exact values through text")
struct ExactDecimalTests {
    @Test(
        "plain decimal text reads to the same decimal and writes back to the same text",
        arguments: ["899.99", "33.333", "-5", "0", "0.00000123", "68450"])
    func roundTrip(text: String) throws {
        let value = try #require(ExactDecimal.value(text))

        #expect(ExactDecimal.text(value) == text)
    }

    @Test("text that is not a plain decimal number is refused", arguments: ["1e3", "1,5", " 1", "1.", ".5", "", "NaN"])
    func refused(text: String) {
        #expect(ExactDecimal.value(text) == nil)
    }

    @Test("a TimestampString encodes as Timestamp's text and decodes it back to the same instant")
    func timestampStringRoundTrip() throws {
        let date = Date(timeIntervalSince1970: 1_750_003_200.25)
        let data = try JSONEncoder().encode([TimestampString(date)])

        #expect(String(decoding: data, as: UTF8.self) == #"["2025-06-15T16:00:00.250Z"]"#)
        #expect(try JSONDecoder().decode([TimestampString].self, from: data) == [TimestampString(date)])
    }

    @Test("text that is not an ISO 8601 date fails to decode, naming what it got")
    func timestampStringRefusesOtherText() {
        let data = Data(#"["yesterday"]"#.utf8)

        #expect {
            try JSONBody.decode([TimestampString].self, from: data, source: .file("dates.json"))
        } throws: { error in
            error as? DomainError
                == .corruptData(
                    source: .file("dates.json"),
                    flaw: .unreadable(.init(container: "[0]", problem: .malformed("yesterday", expected: .timestamp))),
                    keptAside: nil)
        }
    }
}
