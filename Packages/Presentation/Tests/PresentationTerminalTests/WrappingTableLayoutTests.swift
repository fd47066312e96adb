import PresentationCore
import PresentationTerminal
import Testing

@Suite("Wrapping table layout")
struct WrappingTableLayoutTests {
    private let columns = [Screen.Column("Command"), Screen.Column("What it does", isFlexible: true)]
    private let rows = [
        ["cart add PRODUCT_ID [--qty N]", "add a product, N of it (1 to 99, default 1)"],
        ["cart", "the cart's lines, subtotal, discount and total"],
    ]

    private func lines(width: Int) -> [String] {
        let layout = WrappingTableLayout(columns: columns, rows: rows, width: width)
        return layout.heading + layout.rows.flatMap { $0 }
    }

    @Test("a table that fits is drawn one line per row, as a cut table would be")
    func fits() {
        let cut = TableLayout(columns: columns, rows: rows, width: 100)

        #expect(lines(width: 100) == [cut.heading] + rows.map(cut.line))
    }

    @Test("a flexible cell wraps under its own column's start")
    func hangingIndent() {
        #expect(
            lines(width: 60) == [
                "Command                        What it does",
                "cart add PRODUCT_ID [--qty N]  add a product, N of it (1 to",
                "                               99, default 1)",
                "cart                           the cart's lines, subtotal,",
                "                               discount and total",
            ])
    }

    @Test("when the flexible column would be too narrow, rows stack with the text indented")
    func stacked() {
        #expect(
            lines(width: 40) == [
                "cart add PRODUCT_ID [--qty N]",
                "    add a product, N of it (1 to 99,",
                "    default 1)",
                "cart",
                "    the cart's lines, subtotal, discount",
                "    and total",
            ])
    }

    @Test("no line is wider than the width and every word is kept whole", arguments: Array(20...100))
    func neverCuts(width: Int) {
        let layout = WrappingTableLayout(columns: columns, rows: rows, width: width)
        let printed = layout.heading + layout.rows.flatMap { $0 }
        let shown = (layout.heading.isEmpty ? [] : columns.map(\.title)) + rows.flatMap { $0 }

        #expect(printed.allSatisfy { DisplayWidth.of($0) <= width })
        #expect(words(printed).sorted() == words(shown).sorted())
    }

    private func words(_ texts: [String]) -> [Substring] {
        texts.flatMap { $0.split(separator: " ") }
    }

    @Test("the fixed cells of a stacked row stay aligned when they fit, and wrap when they do not")
    func stackedFixedCells() {
        let columns = [
            Screen.Column("Option"), Screen.Column("Environment"), Screen.Column("Meaning", isFlexible: true),
        ]
        let rows = [["--markets-url URL", "APP_MARKETS_URL", "a CoinGecko-format server (default: bundled)"]]

        let layout = WrappingTableLayout(columns: columns, rows: rows, width: 34)
        let narrow = WrappingTableLayout(columns: columns, rows: rows, width: 24)

        #expect(layout.rows[0].first == "--markets-url URL  APP_MARKETS_URL")
        #expect(narrow.rows[0].prefix(2) == ["--markets-url URL", "APP_MARKETS_URL"])
    }
}
