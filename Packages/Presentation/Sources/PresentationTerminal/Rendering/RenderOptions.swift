import PresentationCore

/// How a screen is turned into text: the width to fit, whether to color it, the language of the renderer's own
/// words ("Warning:", "Commands:"), and what only a session needs: the loading line (on a terminal), the row
/// numbers that `open N` uses, the commands under each screen.
public struct RenderOptions: Hashable, Sendable {
    public var width: Int
    public var colors: Bool
    public var showsLoading: Bool
    public var showsCommands: Bool
    /// Whether rows that can be opened get a number column (`N`), for `open N` in a session.
    public var numbersRows: Bool
    public var language: Language

    /// Narrower than this, tables and paragraphs stop making sense, so they are laid out at this width.
    public static let minimumWidth = 20

    public init(
        width: Int = 80,
        colors: Bool = false,
        showsLoading: Bool = false,
        showsCommands: Bool = false,
        numbersRows: Bool = false,
        language: Language = .english
    ) {
        self.width = width
        self.colors = colors
        self.showsLoading = showsLoading
        self.showsCommands = showsCommands
        self.numbersRows = numbersRows
        self.language = language
    }
}
