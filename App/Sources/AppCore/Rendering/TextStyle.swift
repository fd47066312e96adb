/// ANSI styling that is applied only when colors are on; with colors off every method returns its input.
package struct TextStyle: Hashable, Sendable {
    package var colors: Bool

    package init(colors: Bool) {
        self.colors = colors
    }

    package func bold(_ text: String) -> String { apply("1", text) }
    package func dim(_ text: String) -> String { apply("2", text) }
    package func title(_ text: String) -> String { apply("1;36", text) }
    package func warning(_ text: String) -> String { apply("33", text) }
    package func error(_ text: String) -> String { apply("31", text) }

    private func apply(_ code: String, _ text: String) -> String {
        guard colors, !text.isEmpty else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
