/// ANSI styling that is applied only when colors are on; with colors off every method returns its input.
public struct TextStyle: Hashable, Sendable {
    public var colors: Bool

    public init(colors: Bool) {
        self.colors = colors
    }

    public func bold(_ text: String) -> String { apply("1", text) }
    public func dim(_ text: String) -> String { apply("2", text) }
    public func title(_ text: String) -> String { apply("1;36", text) }
    public func warning(_ text: String) -> String { apply("33", text) }
    public func error(_ text: String) -> String { apply("31", text) }

    private func apply(_ code: String, _ text: String) -> String {
        guard colors, !text.isEmpty else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
