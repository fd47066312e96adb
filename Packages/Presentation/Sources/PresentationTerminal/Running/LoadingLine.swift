import PresentationCore

/// The line a terminal shows while an effect runs ("Loading products…"), drawn in place and erased when the
/// screen is ready. On a pipe, or with `--json`, it shows nothing.
@MainActor
public final class LoadingLine {
    private let console: any Console
    private let renderer: TextRenderer?
    private var isShowing = false

    /// A loading line that draws with `renderer`, or never draws when `renderer` is nil.
    public init(console: any Console, renderer: TextRenderer?) {
        self.console = console
        self.renderer = renderer
    }

    /// A loading line that never draws.
    public static func hidden(console: any Console) -> LoadingLine {
        LoadingLine(console: console, renderer: nil)
    }

    /// Draws or erases the line for the screen's current status.
    public func show(_ status: Screen.Status) {
        guard let renderer else { return }
        if let line = renderer.loadingLine(for: status) {
            console.write("\r\u{1B}[2K" + line)
            isShowing = true
        } else {
            clear()
        }
    }

    /// Erases the line if it is showing.
    public func clear() {
        guard isShowing else { return }
        console.write("\r\u{1B}[2K")
        isShowing = false
    }
}
