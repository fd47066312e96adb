import Foundation

/// Dates as every screen and JSON document writes them: in UTC and without a locale, so output is the same
/// on every machine. The one place presentation code formats a date.
public enum DateText {
    /// ISO 8601 to the second, for JSON: `2024-03-01T12:00:00Z`.
    public static func iso(_ date: Date) -> String {
        date.formatted(style)
    }

    /// The day, for a title or a status line: `2024-03-01` in English, `01.03.2024` in Uzbek.
    public static func day(_ date: Date, in language: Language) -> String {
        let text = iso(date)
        switch language {
        case .english: return String(text.prefix(10))
        case .uzbek: return "\(text.dropFirst(8).prefix(2)).\(text.dropFirst(5).prefix(2)).\(text.prefix(4))"
        }
    }

    /// Day and time to the minute, for a field: `2024-03-01 12:00 UTC`, `01.03.2024 12:00 UTC`.
    public static func minute(_ date: Date, in language: Language) -> String {
        "\(day(date, in: language)) \(iso(date).dropFirst(11).prefix(5)) UTC"
    }

    /// A value type, so one shared copy is safe across tasks, and cheap where `ISO8601DateFormatter` is not.
    private static let style = Date.ISO8601FormatStyle()
}
