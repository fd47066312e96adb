import Foundation

/// Dates as the markets screens write them, in UTC and without a locale, so output is the same everywhere.
enum DateText {
    /// ISO 8601 to the second, for JSON: `2024-03-01T12:00:00Z`.
    static func iso(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    /// The day, for a status line: `2024-03-01`.
    static func day(_ date: Date) -> String {
        String(iso(date).prefix(10))
    }

    /// Day and time to the minute, for a detail field: `2024-03-01 12:00 UTC`.
    static func minute(_ date: Date) -> String {
        let text = iso(date)
        return "\(text.prefix(10)) \(text.dropFirst(11).prefix(5)) UTC"
    }
}
