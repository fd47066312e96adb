import Foundation

/// How long ago something happened, in the short words a status line uses: `"just now"`, `"12 min ago"`,
/// `"3 h ago"`, `"2 days ago"`. Whole units, rounded down, so "59 min" never reads as "1 h".
public enum RelativeTimeFormat {
    /// The age of `date` at `now`. Under a minute, and any date after `now` (clock skew), is "just now".
    public static func string(from date: Date, to now: Date, in language: Language) -> String {
        let words = strings[language]
        // Clamped so that dates from the far past or future cannot overflow `Int`.
        let interval = min(max(now.timeIntervalSince(date), -1), 1e15)
        let seconds = Int(interval.rounded(.down))
        switch seconds {
        case ..<60: return words("age.justNow")
        case ..<3600: return words.count("age.minutes", seconds / 60)
        case ..<86_400: return words.count("age.hours", seconds / 3600)
        default: return words.count("age.days", seconds / 86_400)
        }
    }
}
