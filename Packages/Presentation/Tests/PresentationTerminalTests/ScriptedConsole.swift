import PresentationTerminal

/// A console with scripted input lines and recorded output.
@MainActor
final class ScriptedConsole: Console {
    let isOutputTerminal = false
    let isInputTerminal: Bool
    let terminalWidth: Int? = nil
    private(set) var output = ""
    private var input: [String]

    init(input: [String] = [], terminal: Bool = false) {
        self.input = input
        isInputTerminal = terminal
    }

    func write(_ text: String) { output += text }

    func writeError(_ text: String) {}

    func readLine() -> String? { input.isEmpty ? nil : input.removeFirst() }
}
