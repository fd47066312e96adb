/// How one command's result is printed: as JSON or text, with or without colors. A line of a session may
/// change it for itself (`catalog list --json`).
package struct OutputFormat: Hashable, Sendable {
    package var json: Bool
    package var colors: Bool

    package init(json: Bool = false, colors: Bool = false) {
        self.json = json
        self.colors = colors
    }
}
