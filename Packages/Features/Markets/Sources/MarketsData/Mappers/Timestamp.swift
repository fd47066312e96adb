import Foundation

/// ISO 8601 instants as the CoinGecko format and the saved copy write them, `2024-03-01T12:00:00.123Z`,
/// read with or without the milliseconds, written with them.
enum Timestamp {
    /// The instant `text` names, or nil when it is not an ISO 8601 date and time.
    static func date(from text: String) -> Date? {
        try? style.parse(text.trimmingCharacters(in: .whitespaces))
    }

    /// `date` in UTC with milliseconds.
    static func string(from date: Date) -> String {
        date.formatted(style)
    }

    /// A value type, so one shared copy is safe across tasks. `ISO8601DateFormatter` was the first choice; made
    /// anew for each date of the bundled snapshot's 60 coins it took 42 % of `app`'s 61 ms start-up (`perf
    /// record` on `app --help`), where this style parses in under a microsecond.
    private static let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}
