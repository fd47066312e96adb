import Foundation

/// How long ago something happened, in the short words a status line uses: `"just now"`, `"12 min ago"`,
/// `"3 h ago"`, `"2 days ago"`. Whole units, rounded down, so "59 min" never reads as "1 h".
public enum RelativeTimeFormat {
    /// The age of `date` at `now`. Under a minute, and any date after `now` (clock skew), is "just now".
    public static func string(from date: Date, to now: Date) -> String {
        // Clamped so that dates from the far past or future cannot overflow `Int`.
        let interval = min(max(now.timeIntervalSince(date), -1), 1e15)
        let seconds = Int(interval.rounded(.down))
        switch seconds {
        case ..<60:
            return "just now"
        case ..<3600:
            return "\(seconds / 60) min ago"
        case ..<86_400:
            return "\(seconds / 3600) h ago"
        default:
            let days = seconds / 86_400
            return days == 1 ? "1 day ago" : "\(days) days ago"
        }
    }
}
