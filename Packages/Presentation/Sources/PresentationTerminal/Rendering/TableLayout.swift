import PresentationCore

/// Column widths for a table fitted to the terminal. When a line is too wide, width is taken in this order,
/// widest column first within each step: flexible columns down to a comfortable width (cut cells end with
/// `…`), then headings wider than their cells, then every text column down to a few characters, and numbers
/// (trailing columns) last.
public struct TableLayout: Hashable, Sendable {
    public let columns: [Screen.Column]
    public let widths: [Int]

    /// Spaces between two columns.
    public static let gap = 2
    /// No column shrinks below this, so a cut cell still shows a letter or two and the `…`.
    public static let minimumWidth = 3
    /// Flexible columns shrink to this first, before anything else gives up width.
    public static let comfortableWidth = 10

    /// Measures `rows` (already sanitized) and shrinks columns until a line fits in `width` columns, or
    /// every column is at its minimum.
    public init(columns: [Screen.Column], rows: [[String]], width: Int) {
        self.columns = columns
        let cellWidths = columns.indices.map { index in
            rows.map { index < $0.count ? DisplayWidth.of($0[index]) : 0 }.max() ?? 0
        }
        var widths = columns.indices.map { max(cellWidths[$0], DisplayWidth.of(columns[$0].title)) }
        var overflow = widths.reduce(0, +) + Self.gap * max(0, columns.count - 1) - width
        let floor = { (_: Int) in Self.minimumWidth }
        let steps: [(candidates: [Int], floor: (Int) -> Int)] = [
            (columns.indices.filter { columns[$0].isFlexible }, { _ in Self.comfortableWidth }),
            (Array(columns.indices), { max(cellWidths[$0], Self.minimumWidth) }),
            (columns.indices.filter { columns[$0].alignment == .leading }, floor),
            (Array(columns.indices), floor),
        ]
        for step in steps {
            while overflow > 0,
                let widest = step.candidates.filter({ widths[$0] > step.floor($0) })
                    .max(by: { widths[$0] < widths[$1] })
            {
                widths[widest] -= 1
                overflow -= 1
            }
        }
        self.widths = widths
    }

    /// One line of the table: each cell cut and aligned to its column, without trailing spaces.
    public func line(_ cells: [String]) -> String {
        let parts = columns.indices.map { index in
            let cell = DisplayWidth.truncate(index < cells.count ? cells[index] : "", to: widths[index])
            return DisplayWidth.pad(cell, to: widths[index], trailing: columns[index].alignment == .trailing)
        }
        return Self.trimmingTrailingSpaces(parts.joined(separator: String(repeating: " ", count: Self.gap)))
    }

    /// The heading line, built like a row from the column titles.
    public var heading: String { line(columns.map(\.title)) }

    /// `text` without the spaces that padding left at its end.
    public static func trimmingTrailingSpaces(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }
}
