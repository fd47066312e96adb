import PresentationCore
import PresentationTerminal
import Testing

@Suite("Text renderer")
struct TextRendererTests {
    private let screen = Screen(
        title: "Products",
        subtitle: "Page 1 of 1",
        sections: [Screen.Section(content: .fields([Field("Price", "$1.00")]))],
        messages: [Message(.warning, "One record was skipped.")]
    )

    @Test("uses ANSI styles only when colors are on")
    func colors() {
        let colored = TextRenderer(options: RenderOptions(colors: true)).render(screen)
        let plain = TextRenderer(options: RenderOptions(colors: false)).render(screen)
        #expect(colored.contains("\u{1B}["))
        #expect(!plain.contains("\u{1B}"))
    }

    @Test("strips escape sequences from every string of a screen")
    func sanitizesEverything() {
        let hostile = "\u{1B}[31mX\u{07}\u{202E}"
        let screen = Screen(
            title: hostile,
            subtitle: hostile,
            status: .stale(reason: hostile),
            sections: [
                Screen.Section(
                    title: hostile,
                    content: .table(Screen.Table(columns: [Screen.Column(hostile)], rows: [Screen.Row([hostile])]))
                ),
                Screen.Section(content: .fields([Field(hostile, hostile)])),
                Screen.Section(content: .text(hostile)),
            ],
            messages: [Message(.error, hostile)]
        )
        let text = TextRenderer(options: RenderOptions(showsCommands: true)).render(screen, commands: [hostile])
        let unsafe: Set<UInt32> = [0x1B, 0x07, 0x202E]
        #expect(!text.unicodeScalars.contains { unsafe.contains($0.value) })
    }

    @Test("shows the loading line only where a terminal asked for it")
    func loading() {
        let loading = Screen(title: "Products", status: .loading(label: "Loading products…"))
        #expect(TextRenderer(options: RenderOptions(showsLoading: true)).render(loading).contains("Loading products…"))
        #expect(!TextRenderer(options: RenderOptions(showsLoading: false)).render(loading).contains("Loading"))
    }

    @Test("says when data is stale, next to the title")
    func stale() {
        let stale = Screen(title: "Markets", status: .stale(reason: "cached 12 min ago, offline"))
        #expect(
            TextRenderer(options: RenderOptions()).render(stale).hasPrefix("Markets (cached 12 min ago, offline)\n"))
    }

    @Test("wraps paragraphs to the width")
    func wraps() {
        let text = String(repeating: "word ", count: 30)
        let screen = Screen(title: "T", sections: [Screen.Section(content: .text(text))])
        let lines = TextRenderer(options: RenderOptions(width: 40)).render(screen).split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 40 })
    }
}
