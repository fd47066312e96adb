/// Where the app's text goes and where typed or piped lines come from. The real one is the process's
/// standard streams; tests use a recording one.
@MainActor
public protocol Console: AnyObject {
    /// Whether standard output is a terminal (colors, loading line).
    var isOutputTerminal: Bool { get }
    /// Whether standard input is a terminal (interactive mode rather than piped).
    var isInputTerminal: Bool { get }
    /// The terminal width in columns, when the terminal says so.
    var terminalWidth: Int? { get }
    func write(_ text: String)
    func writeError(_ text: String)
    /// The next line of standard input without its line break, or nil at the end of input.
    func readLine() -> String?
}
