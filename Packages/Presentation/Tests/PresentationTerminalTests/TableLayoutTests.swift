import PresentationCore
import PresentationTerminal
import Testing

@Suite("Table layout")
struct TableLayoutTests {
    private let columns = [
        Screen.Column("#", alignment: .trailing),
        Screen.Column("Title", isFlexible: true),
        Screen.Column("Price", alignment: .trailing),
        Screen.Column("Stock", alignment: .trailing),
    ]
    private let rows = [
        ["1", "Aurora X2 Smartphone with an unusually long marketing title", "$899.00", "3"],
        ["12", "Lamp", "$60.00", "120"],
    ]

    @Test("every line fits the width", arguments: [40, 80, 120])
    func fits(width: Int) {
        let layout = TableLayout(columns: columns, rows: rows, width: width)
        let lines = [layout.heading] + rows.map(layout.line)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
    }

    @Test("a wide terminal shows whole cells")
    func wholeCells() {
        let layout = TableLayout(columns: columns, rows: rows, width: 120)
        #expect(layout.line(rows[0]).contains(rows[0][1]))
    }

    @Test("the flexible column gives up width first and is cut with an ellipsis")
    func flexibleFirst() {
        let layout = TableLayout(columns: columns, rows: rows, width: 40)
        #expect(layout.line(rows[0]) == " 1  Aurora X2 Smartphon…  $899.00      3")
    }

    @Test("numbers keep trailing alignment")
    func trailingAlignment() {
        let layout = TableLayout(columns: columns, rows: rows, width: 80)
        #expect(layout.line(rows[1]).hasSuffix("$60.00    120"))
    }

    @Test("wide characters count as two columns")
    func wideCharacters() {
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("é") == 1)
        #expect(DisplayWidth.truncate("日本語のタイトル", to: 7) == "日本語…")
    }

    @Test("a table wider than any terminal shrinks every column to a few characters, and no further")
    func tooManyColumns() {
        let layout = TableLayout(columns: columns, rows: rows, width: 10)
        #expect(layout.widths == [2, 3, 3, 3])
    }
}
