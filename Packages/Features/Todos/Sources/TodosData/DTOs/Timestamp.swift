import Foundation

/// ISO 8601 in UTC with milliseconds (`2025-06-15T16:00:00.000Z`), the way `todos.json` writes dates:
/// milliseconds keep todos added within one second in the order they were made.
enum Timestamp {
    private static let withMilliseconds = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let wholeSeconds = Date.ISO8601FormatStyle()

    static func string(from date: Date) -> String {
        withMilliseconds.format(date)
    }

    /// The date in `text`, with or without fractional seconds; nil when it is not ISO 8601.
    static func date(from text: String) -> Date? {
        (try? withMilliseconds.parse(text)) ?? (try? wholeSeconds.parse(text))
    }
}
