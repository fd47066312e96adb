import PresentationCore

/// Renders any `Screen` as text for a terminal or a pipe. It knows nothing about features: a new screen needs
/// no code here. Every string taken from the screen is sanitized first (see `TerminalText`).
public struct TextRenderer: Sendable {
    public var options: RenderOptions
    private var style: TextStyle { TextStyle(colors: options.colors) }
    private var width: Int { max(RenderOptions.minimumWidth, options.width) }

    public init(options: RenderOptions) {
        self.options = options
    }

    /// The whole screen: header, sections, messages and (in interactive mode) `commands`, the usage lines of
    /// what the screen offers, separated by blank lines and ending with a line break.
    public func render(_ screen: Screen, commands: [String] = []) -> String {
        var blocks = [header(screen)]
        var rowNumber = 0
        for section in screen.sections {
            blocks.append(render(section, rowNumber: &rowNumber))
        }
        blocks.append(screen.messages.flatMap(render))
        if options.showsCommands {
            blocks.append(self.commands(commands, on: screen))
        }
        return blocks.filter { !$0.isEmpty }.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    /// The line shown while an effect runs, or nil when there is nothing to show.
    public func loadingLine(for status: Screen.Status) -> String? {
        guard options.showsLoading, case let .loading(label) = status else { return nil }
        return style.dim(DisplayWidth.truncate(clean(label), to: width))
    }

    // MARK: - Header

    private func header(_ screen: Screen) -> [String] {
        // The title wraps rather than being cut: a long one (help's first line) keeps every word. A stale
        // screen's reason follows it on the same line when it fits there.
        let title = TextWrapper.wrap(clean(screen.title), width: width)
        var lines = title.map(style.title)
        if case let .stale(reason) = screen.status {
            let status = "(\(clean(reason)))"
            if title.count == 1, DisplayWidth.of(title[0]) + 1 + DisplayWidth.of(status) <= width {
                lines[0] += " " + style.warning(status)
            } else {
                lines += TextWrapper.wrap(status, width: width).map(style.warning)
            }
        }
        if let subtitle = screen.subtitle.map(clean), !subtitle.isEmpty {
            lines += TextWrapper.wrap(subtitle, width: width).map(style.dim)
        }
        if let loading = loadingLine(for: screen.status) {
            lines.append(loading)
        }
        return lines
    }

    // MARK: - Sections

    private func render(_ section: Screen.Section, rowNumber: inout Int) -> [String] {
        var lines = section.title.map { TextWrapper.wrap(clean($0), width: width).map(style.bold) } ?? []
        switch section.content {
        case let .table(table): lines += render(table, rowNumber: &rowNumber)
        case let .fields(fields): lines += render(fields)
        case let .text(text):
            lines += TextWrapper.wrap(TerminalText.sanitize(text, keepingNewlines: true), width: width)
        }
        return lines
    }

    private func render(_ table: Screen.Table, rowNumber: inout Int) -> [String] {
        guard !table.rows.isEmpty else { return [] }
        var columns = table.columns
        var rows = table.rows.map { $0.cells.map(clean) }
        if options.numbersRows, Screen.isNumbered(table) {
            columns.insert(Screen.Column("N", alignment: .trailing), at: 0)
            rows = rows.map { cells in
                rowNumber += 1
                return ["\(rowNumber)"] + cells
            }
        }
        if table.overflow == .wrap {
            let layout = WrappingTableLayout(columns: columns.map(cleanColumn), rows: rows, width: width)
            return layout.heading.map(style.bold) + layout.rows.flatMap { $0 }
        }
        let layout = TableLayout(columns: columns.map(cleanColumn), rows: rows, width: width)
        return [style.bold(layout.heading)] + rows.map(layout.line)
    }

    private func render(_ fields: [Field]) -> [String] {
        let labels = fields.map { clean($0.label) + ":" }
        let labelWidth = min(labels.map(DisplayWidth.of).max() ?? 0, width / 2)
        let valueWidth = max(1, width - labelWidth - 1)
        let indent = String(repeating: " ", count: labelWidth + 1)
        return zip(labels, fields).flatMap { label, field in
            let values = TextWrapper.wrap(clean(field.value), width: valueWidth)
            let first = DisplayWidth.pad(DisplayWidth.truncate(label, to: labelWidth), to: labelWidth)
            return [style.bold(first) + " " + values[0]] + values.dropFirst().map { indent + $0 }
        }
    }

    // MARK: - Messages and commands

    private func render(_ message: Message) -> [String] {
        let prefix: String
        switch message.kind {
        case .info: prefix = ""
        case .warning: prefix = strings[options.language]("render.warning")
        case .error: prefix = strings[options.language]("render.error")
        }
        let lines = TextWrapper.wrap(prefix + clean(message.text), width: width)
        switch message.kind {
        case .info: return lines
        case .warning: return lines.map(style.warning)
        case .error: return lines.map(style.error)
        }
    }

    /// The screen's commands, plus `open N` when it has numbered rows and does not say so itself.
    private func commands(_ commands: [String], on screen: Screen) -> [String] {
        var usages = commands.map(clean)
        if options.numbersRows, !screen.numberedRows.isEmpty, !usages.contains(where: { $0.hasPrefix("open") }) {
            usages.append("open N")
        }
        guard !usages.isEmpty else { return [] }
        let text = strings[options.language]("render.commands", usages.joined(separator: " · "))
        return TextWrapper.wrap(text, width: width).map(style.dim)
    }

    // MARK: - Sanitizing

    private func clean(_ text: String) -> String {
        TerminalText.sanitize(text)
    }

    private func cleanColumn(_ column: Screen.Column) -> Screen.Column {
        var column = column
        column.title = clean(column.title)
        return column
    }
}
