import Foundation

/// Numbers, medians and dates as the tools' tables write them.
public enum Format {
    /// `value` with `digits` decimals: `12.3`.
    public static func fixed(_ value: Double, _ digits: Int = 1) -> String {
        String(format: "%.\(digits)f", value)
    }

    /// The date and time in UTC to the minute: `2026-12-02 23:55 UTC`.
    public static func utcMinute(_ date: Date) -> String {
        date.ISO8601Format().prefix(16).replacingOccurrences(of: "T", with: " ") + " UTC"
    }

    /// A target cell: `<= 0.50x, met`, or empty when the row has no target. A missed target never fails the
    /// run: a loaded machine moves the numbers, and the table is read by people.
    public static func target(_ measured: Double, _ target: Double?, unit: String) -> String {
        guard let target else { return "" }
        let digits = unit == "x" ? 1 : 0
        return "<= \(fixed(target, digits))\(unit), \(measured <= target ? "met" : "missed")"
    }

    /// The middle value (the mean of the two middle ones for an even count); 0 for no values.
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
