import PresentationCore

extension Screen {
    /// The rows shown with a number, in order: every row of each table in which some row can be opened.
    /// `open N` runs the command of the N-th of them, so the renderer and the session share this list.
    public var numberedRows: [Row] {
        sections.flatMap { section -> [Row] in
            guard case let .table(table) = section.content, Self.isNumbered(table) else { return [] }
            return table.rows
        }
    }

    /// Whether a table gets a `#` column: only when `open N` can do something with one of its rows.
    public static func isNumbered(_ table: Table) -> Bool {
        table.rows.contains { $0.opens != nil }
    }
}
