import Foundation

/// Dates as every screen and JSON document writes them: in UTC and without a locale, so output is the same
/// on every machine. The one place presentation code formats a date.
public enum DateText {
    /// ISO 8601 to the second, for JSON: `2024-03-01T12:00:00Z`.
    public static func iso(_ date: Date) -> String {
        date.formatted(style)
    }

    /// The day, for a title or a status line: `2024-03-01`.
    public static func day(_ date: Date) -> String {
        String(iso(date).prefix(10))
    }

    /// Day and time to the minute, for a field: `2024-03-01 12:00 UTC`.
    public static func minute(_ date: Date) -> String {
        let text = iso(date)
        return "\(text.prefix(10)) \(text.dropFirst(11).prefix(5)) UTC"
    }

    /// A value type, so one shared copy is safe across tasks, and cheap where `ISO8601DateFormatter` is not.
    private static let style = Date.ISO8601FormatStyle()
}
