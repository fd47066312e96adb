import Foundation

/// An instant as a `Codable` value, written by `Timestamp` (ISO 8601 in UTC with milliseconds), for DTOs
/// that decode dates with `Codable`; text that is not such a date fails to decode, which the file store
/// reports as a corrupt file.
public struct TimestampString: Codable, Hashable, Sendable {
    public let date: Date

    public init(_ date: Date) {
        self.date = date
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = Timestamp.date(from: text) else {
            throw JSONValueError(.malformed(text, expected: .timestamp), at: decoder)
        }
        self.date = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Timestamp.string(from: date))
    }
}
