/// How one command's result is printed: as JSON or text, with or without colors. A line of a session may
/// change it for itself (`catalog list --json`).
public struct OutputFormat: Hashable, Sendable {
    public var json: Bool
    public var colors: Bool

    public init(json: Bool = false, colors: Bool = false) {
        self.json = json
        self.colors = colors
    }
}
