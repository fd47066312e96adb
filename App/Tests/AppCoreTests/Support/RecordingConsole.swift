import AppCore
import PresentationTerminal

/// A console for tests: scripted input lines, recorded output, and a chosen answer to "is this a terminal".
@MainActor
final class RecordingConsole: Console {
    let isOutputTerminal: Bool
    let isInputTerminal: Bool
    let terminalWidth: Int? = nil
    private(set) var output = ""
    private(set) var errors = ""
    private var input: [String]

    init(input: [String] = [], terminal: Bool = false) {
        self.input = input
        self.isOutputTerminal = terminal
        self.isInputTerminal = terminal
    }

    func write(_ text: String) { output += text }

    func writeError(_ text: String) { errors += text }

    func readLine() -> String? {
        input.isEmpty ? nil : input.removeFirst()
    }
}
