import Foundation

/// ISO 8601 in UTC with milliseconds (`2025-06-15T16:00:00.250Z`), the way `todos.json` writes dates.
///
/// Milliseconds keep todos added within one second in the order they were made. The digits are computed
/// here from whole milliseconds, because `Date.ISO8601FormatStyle` with fractional seconds truncates the
/// binary value and so reads back `.857` as `.856` about half the time; this way a date read from the file
/// writes back exactly as it was.
enum Timestamp {
    /// `yyyy-MM-dd'T'HH:mm:ss'Z'`, for the whole seconds.
    private static let wholeSeconds = Date.ISO8601FormatStyle()

    static func string(from date: Date) -> String {
        // One microsecond of slack, so a value a hair below a whole millisecond (as parsing gives) stays on it.
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000 + 0.001).rounded(.down))
        var (seconds, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        if fraction < 0 {
            seconds -= 1
            fraction += 1000
        }
        let base = wholeSeconds.format(Date(timeIntervalSince1970: TimeInterval(seconds)))
        return base.dropLast() + "." + String(format: "%03d", Int(fraction)) + "Z"
    }

    /// The date in `text` (`…T16:00:00Z`, or with 1 to 9 fractional digits); nil when it is not that.
    static func date(from text: String) -> Date? {
        guard text.hasSuffix("Z") else { return nil }
        let parts = text.dropLast().split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let base = try? wholeSeconds.parse(parts[0] + "Z") else { return nil }
        guard parts.count == 2 else { return base }
        let digits = parts[1]
        guard (1...9).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits)
        else { return nil }
        return base.addingTimeInterval(TimeInterval(value) / pow(10, TimeInterval(digits.count)))
    }
}
