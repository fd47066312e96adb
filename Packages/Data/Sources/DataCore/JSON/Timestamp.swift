import Foundation

/// Instants on the wire and on disk: ISO 8601 in UTC with milliseconds (`2025-06-15T16:00:00.250Z`), the one
/// codec every data file and DTO of the repo uses (`todos.json`, `cart.json`, the markets copy, the file
/// store's `savedAt`), read with 0 to 9 fractional digits.
///
/// Milliseconds keep records made within one second in the order they were made. The digits are computed
/// here from whole milliseconds, because `Date.ISO8601FormatStyle` with fractional seconds truncates the
/// binary value and so reads back `.857` as `.856` about half the time; this way a date read from the file
/// writes back exactly as it was.
public enum Timestamp {
    /// `yyyy-MM-dd'T'HH:mm:ss'Z'`, for the whole seconds. A value type, so one shared copy is safe across
    /// tasks, and it parses in under a microsecond, where a formatter made for each date is slow.
    private static let wholeSeconds = Date.ISO8601FormatStyle()
    /// The same with fractional seconds, for an offset date that has them. Both styles are tried, whole
    /// seconds first: Apple documents neither as reading the other's shape, so relying on one would be
    /// relying on this toolchain's Foundation (the tests cover both shapes).
    private static let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    /// `date` in UTC with exactly three fractional digits.
    public static func string(from date: Date) -> String {
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

    /// The date in `text` (`…T16:00:00Z`, or with 1 to 9 fractional digits, spaces around it ignored); nil
    /// when it is not that. A date with an offset (`…T17:00:00+01:00`, as a server may send) is read too.
    public static func date(from text: String) -> Date? {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard text.hasSuffix("Z") else { return (try? wholeSeconds.parse(text)) ?? (try? withFraction.parse(text)) }
        let parts = text.dropLast().split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let base = try? wholeSeconds.parse(parts[0] + "Z") else { return nil }
        guard parts.count == 2 else { return base }
        let digits = parts[1]
        guard (1...9).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits)
        else { return nil }
        return base.addingTimeInterval(TimeInterval(value) / pow(10, TimeInterval(digits.count)))
    }
}
