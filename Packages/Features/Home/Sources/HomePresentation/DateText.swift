import Foundation

/// Dates as the dashboard writes them, in UTC and without a locale, so output is the same everywhere.
enum DateText {
    /// ISO 8601 to the second, for JSON: `2025-06-02T12:00:00Z`.
    static func iso(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    /// The day, for a title: `2025-06-02`.
    static func day(_ date: Date) -> String {
        String(iso(date).prefix(10))
    }
}
