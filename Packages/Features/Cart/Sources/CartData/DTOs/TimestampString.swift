import Foundation

/// An instant stored as ISO 8601 text with milliseconds, readable by people and by any JSON library; text
/// that is not such a date fails to decode, which the file store reports as a corrupt file.
struct TimestampString: Codable, Hashable, Sendable {
    let date: Date

    init(_ date: Date) {
        self.date = date
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = Self.withMilliseconds().date(from: text) ?? ISO8601DateFormatter().date(from: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "expected an ISO 8601 date such as \"2026-05-28T20:26:40Z\", got \"\(text)\"")
        }
        self.date = date
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Self.withMilliseconds().string(from: date))
    }

    /// A new formatter each time: `ISO8601DateFormatter` is not `Sendable`, and this is not a hot path.
    private static func withMilliseconds() -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }
}
