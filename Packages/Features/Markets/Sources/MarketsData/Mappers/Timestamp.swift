import Foundation

/// ISO 8601 instants as the CoinGecko format and the saved copy write them, `2024-03-01T12:00:00.123Z`,
/// read with or without the milliseconds, written with them.
enum Timestamp {
    /// The instant `text` names, or nil when it is not an ISO 8601 date and time.
    static func date(from text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return formatter(fractionalSeconds: true).date(from: trimmed)
            ?? formatter(fractionalSeconds: false).date(from: trimmed)
    }

    /// `date` in UTC with milliseconds.
    static func string(from date: Date) -> String {
        formatter(fractionalSeconds: true).string(from: date)
    }

    /// A new formatter each time: `ISO8601DateFormatter` is not `Sendable`, and these are cheap next to a
    /// network fetch.
    private static func formatter(fractionalSeconds: Bool) -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions =
            fractionalSeconds ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        return formatter
    }
}
