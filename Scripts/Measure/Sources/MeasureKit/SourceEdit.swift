import Foundation

/// A change made to a source file to see what rebuilds: text inserted after an anchor, or appended. `{n}` in
/// the text is replaced by a counter, so every edit differs from the one before.
public struct SourceEdit: Sendable {
    public let file: String
    public let anchor: String?
    public let text: String

    public init(file: String, after anchor: String? = nil, insert text: String) {
        self.file = file
        self.anchor = anchor
        self.text = text
    }

    /// Applies the edit to `path` (the file itself, or its copy in a generated package), the `n`th time.
    public func apply(to path: String, count n: Int) throws(MeasureError) {
        let insert = text.replacingOccurrences(of: "{n}", with: String(n))
        guard var source = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw MeasureError("cannot read \(path)")
        }
        if let anchor {
            guard let range = source.range(of: anchor) else {
                throw MeasureError(
                    "the anchor is no longer in \(file): \(anchor.trimmingCharacters(in: .whitespacesAndNewlines)); "
                        + "update Scripts/Measure")
            }
            source.insert(contentsOf: insert, at: range.upperBound)
        } else {
            source += insert
        }
        do {
            try source.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw MeasureError("cannot write \(path): \(error.localizedDescription)")
        }
    }
}
