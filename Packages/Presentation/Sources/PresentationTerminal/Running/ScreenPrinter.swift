import PresentationCore

/// Prints what the session produces: screens (text or JSON) on standard output, failures on standard error
/// (one sentence, or one JSON document with `--json`).
@MainActor
public final class ScreenPrinter {
    private let console: any Console
    /// The width, the language and what only a terminal shows.
    public let layout: RenderOptions
    private let interactive: Bool
    private var hasShownScreen = false

    /// `layout` gives the width and what only a terminal shows; colors come with each `OutputFormat`.
    public init(console: any Console, layout: RenderOptions, interactive: Bool) {
        self.console = console
        self.layout = layout
        self.interactive = interactive
    }

    /// Prints a screen as text, with the usage lines of what can be done from it, or its JSON document with
    /// `format.json` (`{}` when it has none).
    public func show(_ screen: Screen, commands: [String] = [], format: OutputFormat) {
        if format.json {
            console.write(SafeJSON.line(screen.json ?? .object([])) + "\n")
        } else {
            showText(screen, commands: commands, format: format)
        }
    }

    /// Prints a screen as text whatever the format (help has no JSON form).
    public func showText(_ screen: Screen, commands: [String] = [], format: OutputFormat) {
        if hasShownScreen { console.write("\n") }
        hasShownScreen = true
        console.write(renderer(format).render(screen, commands: commands))
    }

    /// Prints one line of text, such as the version.
    public func showLine(_ text: String) {
        console.write(TerminalText.sanitize(text) + "\n")
    }

    /// Reports a failure a feature showed.
    public func report(_ failure: Failure, format: OutputFormat) {
        report(code: failure.kind.rawValue, message: failure.message, format: format)
    }

    /// Reports a command line that could not be run, with a hint worded for the mode.
    public func report(_ error: UsageError, format: OutputFormat) {
        report(code: "usage", message: error.sentence(interactive: interactive, in: layout.language), format: format)
    }

    /// The loading line for a command printed in `format`.
    public func loadingLine(format: OutputFormat) -> LoadingLine {
        guard layout.showsLoading, !format.json else { return .hidden(console: console) }
        return LoadingLine(console: console, renderer: renderer(format))
    }

    /// The prompt of interactive mode.
    public func prompt() {
        console.write("> ")
    }

    private func report(code: String, message: String, format: OutputFormat) {
        let sentence = TerminalText.sanitize(message)
        if format.json {
            console.writeError(SafeJSON.error(code: code, message: sentence) + "\n")
        } else {
            console.writeError(TextStyle(colors: format.colors).error(sentence) + "\n")
        }
    }

    private func renderer(_ format: OutputFormat) -> TextRenderer {
        var options = layout
        options.colors = format.colors
        return TextRenderer(options: options)
    }
}
