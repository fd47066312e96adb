import DataCore
import Foundation

/// An exact decimal stored as a JSON string (`"899.99"`, `"33.333"`), so money and percentages never pass
/// through a binary float in the file, whichever JSON library reads it. Anything but a plain decimal number
/// fails to decode, which the file store reports as a corrupt file.
struct DecimalString: Codable, Hashable, Sendable {
    let value: Decimal

    init(_ value: Decimal) {
        self.value = value
    }

    /// The decimal in `text`, or nil when it is not a plain decimal number (`19.99`, `-5`): the one reading
    /// of the file's strings and the database's text columns.
    init?(text: String) {
        guard let value = ExactDecimal.value(text) else { return nil }
        self.value = value
    }

    /// The exact text, as the file and the database keep it.
    var text: String { ExactDecimal.text(value) }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let decimal = DecimalString(text: text) else {
            throw JSONValueError(.malformed(text, expected: .decimal), at: decoder)
        }
        self = decimal
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
