import Foundation
import PresentationCore
import Testing

@Suite("JSONValue")
struct JSONValueTests {
    @Test("objects keep their keys in the order given")
    func orderedKeys() {
        let document = JSONValue.object([("zeta", .int(1)), ("alpha", .bool(true)), ("mid", .null)])

        #expect(document.serialized() == #"{"zeta":1,"alpha":true,"mid":null}"#)
    }

    @Test(
        "numbers are written exactly as decimals, never through Double",
        arguments: ["0.00000123", "19.989999999", "68450.123456789012345", "12.5", "-3", "0"]
    )
    func exactDecimals(text: String) throws {
        let number = try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))

        #expect(JSONValue.number(number).serialized() == text)
    }

    @Test("strings escape quotes, backslashes and control characters")
    func escaping() {
        let text = "say \"hi\"\\\n\r\t\u{1}\u{1B}[31m\u{7F}\u{9B}é"

        #expect(JSONValue.string(text).serialized() == #""say \"hi\"\\\n\r\t\u0001\u001b[31m\u007f\u009bé""#)
    }

    @Test("nested arrays and optional strings serialise compactly")
    func nested() {
        let document = JSONValue.array([.optional(nil), .optional("a"), .array([]), .object([])])

        #expect(document.serialized() == #"[null,"a",[],{}]"#)
    }

    @Test("serialized text is valid JSON that JSONSerialization reads back")
    func roundTrip() throws {
        let document = JSONValue.object([("name", .string("a\u{0}b")), ("price", .number(Decimal(string: "8.5")!))])

        let parsed = try JSONSerialization.jsonObject(with: Data(document.serialized().utf8)) as? [String: Any]

        #expect(parsed?["name"] as? String == "a\u{0}b")
    }
}
