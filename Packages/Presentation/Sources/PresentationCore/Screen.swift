import DomainCore

/// One screen laid out as a page of text: a title, tables, fields, messages, the routes it offers and its `--json`
/// document. A feature's presenter lays each view model out as one; the terminal UI prints it and picks the exit
/// code from its `failure`. It is plain data, so it is tested without a terminal.
public struct Screen: Hashable, Sendable {
    public var title: String
    /// A short line under the title, e.g. "Page 1 of 6 · 57 products".
    public var subtitle: String?
    public var status: Status
    public var sections: [Section]
    public var messages: [Message]
    /// What can be done from this screen, as the feature names it; the terminal UI shows each as its
    /// command's usage under the screen.
    public var routes: [Route]
    /// The same content as one machine-readable document, for `--json`. Nil when the screen has none.
    public var json: JSONValue?
    /// Set when the screen shows a failure, so the terminal UI can pick an exit code without parsing text.
    public var failure: Failure?

    public init(
        title: String,
        subtitle: String? = nil,
        status: Status = .ready,
        sections: [Section] = [],
        messages: [Message] = [],
        routes: [Route] = [],
        json: JSONValue? = nil,
        failure: Failure? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.status = status
        self.sections = sections
        self.messages = messages
        self.routes = routes
        self.json = json
        self.failure = failure
    }

    /// Whether the data on screen is current.
    public enum Status: Hashable, Sendable {
        /// Nothing requested yet or the content is current.
        case ready
        /// An effect is running; `label` says what is being fetched ("Loading products…").
        case loading(label: String)
        /// The content is an older copy; `reason` says how old and why ("cached 12 min ago, offline").
        case stale(reason: String)
    }

    /// A titled block of content.
    public struct Section: Hashable, Sendable {
        public var title: String?
        public var content: Content

        public init(title: String? = nil, content: Content) {
            self.title = title
            self.content = content
        }
    }

    /// What a section holds.
    public enum Content: Hashable, Sendable {
        /// Rows under column headings; a UI fits it to its width.
        case table(Table)
        /// Label and value pairs, such as a product's details.
        case fields([Field])
        /// A paragraph of text.
        case text(String)
    }

    /// A table whose flexible columns give up width first when the width is short: their cells are cut
    /// (a list of products) or wrap (help text), as `overflow` says.
    public struct Table: Hashable, Sendable {
        public var columns: [Column]
        public var rows: [Row]
        public var overflow: Overflow

        public init(columns: [Column], rows: [Row], overflow: Overflow = .truncate) {
            self.columns = columns
            self.rows = rows
            self.overflow = overflow
        }

        /// What a UI does with a cell wider than its column.
        public enum Overflow: Hashable, Sendable {
            /// One line per row, the cell cut and ended with `…`: rows stay easy to scan and count.
            case truncate
            /// Every word kept: the cell wraps onto more lines, or each row's flexible cells go under the
            /// others, indented, when the columns cannot all fit.
            case wrap
        }
    }

    /// A table's column: its header and which side its cells keep to, so numbers line up in every UI.
    public struct Column: Hashable, Sendable {
        /// The side a column's cells keep to: text to the leading edge, figures to the trailing one.
        public enum Alignment: Hashable, Sendable { case leading, trailing }

        public var title: String
        public var alignment: Alignment
        /// A flexible column gives up width first when the table is too wide.
        public var isFlexible: Bool

        public init(_ title: String, alignment: Alignment = .leading, isFlexible: Bool = false) {
            self.title = title
            self.alignment = alignment
            self.isFlexible = isFlexible
        }
    }

    /// A table's row: its cells in column order, and where it leads when chosen, as a route value (never
    /// command text), which the terminal UI turns into `open N`.
    public struct Row: Hashable, Sendable {
        public var cells: [String]
        /// Where the row leads (`open N` in the terminal UI), e.g. `CatalogRoute.product(id: 3)`.
        public var opens: Route?

        public init(_ cells: [String], opens: Route? = nil) {
            self.cells = cells
            self.opens = opens
        }
    }
}
