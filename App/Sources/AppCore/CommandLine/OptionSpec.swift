/// An option of one command, such as `--page N`; written `--page 2` or `--page=2`.
package struct OptionSpec: Hashable, Sendable {
    /// The name without dashes, also the key of its value in `ParsedCommand`.
    package var name: String
    /// The placeholder shown in usage lines: `N`, `SLUG`.
    package var valueName: String
    package var kind: ValueKind

    package init(_ name: String, _ valueName: String, _ kind: ValueKind) {
        self.name = name
        self.valueName = valueName
        self.kind = kind
    }

    /// `--page N`, as shown in usage lines.
    package var usage: String { "--\(name) \(valueName)" }
}
