/// A minimal text rendering of a `Screen`, for the features' runnable examples and for debugging: enough to see a
/// feature work without the App. The terminal UI's `TextRenderer` is the real renderer (width, colors, sanitizing).
public enum PlainScreenText {
    /// The screen as plain lines: title, subtitle, sections (tables padded to their widest cell), messages, and
    /// the routes the screen offers, as the feature's own values (`checkout`, `product(id: 3)`).
    public static func render(_ screen: Screen) -> String {
        var lines = [screen.title]
        if let subtitle = screen.subtitle { lines.append(subtitle) }
        if case let .loading(label) = screen.status { lines.append(label) }
        for section in screen.sections {
            lines.append("")
            if let title = section.title { lines.append(title) }
            lines += render(section.content)
        }
        for message in screen.messages {
            lines.append(message.text)
        }
        if !screen.routes.isEmpty {
            lines.append("")
            lines.append("Routes: " + screen.routes.map(\.description).joined(separator: " · "))
        }
        return lines.joined(separator: "\n")
    }

    private static func render(_ content: Screen.Content) -> [String] {
        switch content {
        case let .table(table):
            let all = [table.columns.map(\.title)] + table.rows.map(\.cells)
            let widths = table.columns.indices.map { column in
                all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
            }
            return all.map { cells in
                zip(cells, zip(widths, table.columns)).map { cell, layout in
                    let padding = String(repeating: " ", count: layout.0 - cell.count)
                    return layout.1.alignment == .trailing ? padding + cell : cell + padding
                }
                .joined(separator: "  ")
            }
        case let .fields(fields):
            let width = fields.map(\.label.count).max() ?? 0
            return fields.map { $0.label + String(repeating: " ", count: width - $0.label.count) + "  " + $0.value }
        case let .text(text):
            return [text]
        }
    }
}
