import PresentationCore

/// Lays out a table whose cells must never be cut (help text, `Screen.Table.Overflow.wrap`), in the first of
/// three forms that fits the width:
/// 1. one line per row, exactly as `TableLayout` draws it, when the table is narrow enough;
/// 2. the fixed columns at their full width and the flexible cells wrapped inside their columns, with the
///    continuation lines under the cell's start (a hanging indent), when each flexible column keeps at least
///    `comfortableWidth` columns and its longest word;
/// 3. stacked: each row's fixed cells on their own line and its flexible cells wrapped under them, indented by
///    `stackedIndent`, with no heading (a man page's form), when the columns cannot all fit.
/// A line is never wider than `width`, and a word is broken only when it alone is wider than a line.
public struct WrappingTableLayout: Sendable {
    /// A flexible column narrower than this wraps into a tall, ragged strip; the stacked form reads better.
    public static let comfortableWidth = 24
    /// How far the flexible cells stand in, in the stacked form.
    public static let stackedIndent = 4

    /// The heading's lines (none in the stacked form).
    public let heading: [String]
    /// Each row's lines, in order.
    public let rows: [[String]]

    /// Lays out `rows` (already sanitized) to `width` columns.
    public init(columns: [Screen.Column], rows: [[String]], width: Int) {
        let gap = TableLayout.gap
        let cell = { (row: [String], index: Int) in index < row.count ? row[index] : "" }
        let natural = columns.indices.map { index in
            max(DisplayWidth.of(columns[index].title), rows.map { DisplayWidth.of(cell($0, index)) }.max() ?? 0)
        }
        let spacing = gap * max(0, columns.count - 1)
        if natural.reduce(0, +) + spacing <= width {
            let layout = TableLayout(columns: columns, rows: rows, width: width)
            heading = [layout.heading]
            self.rows = rows.map { [layout.line($0)] }
            return
        }
        let flexible = columns.indices.filter { columns[$0].isFlexible }
        let fixed = columns.indices.filter { !columns[$0].isFlexible }
        let room = width - spacing - fixed.map { natural[$0] }.reduce(0, +)
        let share = flexible.isEmpty ? 0 : room / flexible.count
        let fitsInColumns =
            !flexible.isEmpty
            && flexible.allSatisfy { index in
                share >= max(Self.comfortableWidth, rows.map { Self.longestWord(cell($0, index)) }.max() ?? 0)
            }
        if fitsInColumns {
            var widths = natural
            for index in flexible { widths[index] = share }
            let draw = { (cells: [String]) in Self.wrappedLines(cells, columns: columns, widths: widths) }
            heading = draw(columns.map(\.title))
            self.rows = rows.map(draw)
        } else {
            heading = []
            self.rows = rows.map { row in
                Self.stacked(
                    fixed.map { cell(row, $0) }, fixedWidths: fixed.map { natural[$0] },
                    flexible: flexible.map { cell(row, $0) }, width: width)
            }
        }
    }

    /// One row whose cells wrap inside their columns: as many lines as its tallest cell.
    private static func wrappedLines(_ cells: [String], columns: [Screen.Column], widths: [Int]) -> [String] {
        let wrapped = columns.indices.map { index in
            index < cells.count ? TextWrapper.wrap(cells[index], width: widths[index]) : [""]
        }
        let height = wrapped.map(\.count).max() ?? 1
        return (0..<height).map { line in
            let parts = columns.indices.map { index in
                let text = line < wrapped[index].count ? wrapped[index][line] : ""
                return DisplayWidth.pad(text, to: widths[index], trailing: columns[index].alignment == .trailing)
            }
            return TableLayout.trimmingTrailingSpaces(
                parts.joined(separator: String(repeating: " ", count: TableLayout.gap)))
        }
    }

    /// One row in the stacked form: its fixed cells aligned as in a table when they fit (else run together
    /// and wrapped), then each flexible cell wrapped and indented under them.
    private static func stacked(_ fixed: [String], fixedWidths: [Int], flexible: [String], width: Int) -> [String] {
        let spacer = String(repeating: " ", count: TableLayout.gap)
        var lines: [String]
        if fixedWidths.reduce(0, +) + TableLayout.gap * max(0, fixed.count - 1) <= width {
            let padded = zip(fixed, fixedWidths).map { DisplayWidth.pad($0, to: $1) }
            lines = [TableLayout.trimmingTrailingSpaces(padded.joined(separator: spacer))]
        } else {
            lines = TextWrapper.wrap(fixed.filter { !$0.isEmpty }.joined(separator: spacer), width: width)
        }
        let indent = String(repeating: " ", count: stackedIndent)
        for text in flexible where !text.isEmpty {
            lines += TextWrapper.wrap(text, width: max(1, width - stackedIndent)).map { indent + $0 }
        }
        return lines
    }

    private static func longestWord(_ text: String) -> Int {
        TextWrapper.words(of: text).map(DisplayWidth.of).max() ?? 0
    }
}
