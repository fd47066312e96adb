/// An option of one command, such as `--page N`; written `--page 2` or `--page=2`.
public struct OptionSpec: Hashable, Sendable {
    /// The name without dashes, also the key of its value in `ParsedCommand`.
    public var name: String
    /// The placeholder shown in usage lines: `N`, `SLUG`.
    public var valueName: String
    public var kind: ValueKind

    public init(_ name: String, _ valueName: String, _ kind: ValueKind) {
        self.name = name
        self.valueName = valueName
        self.kind = kind
    }

    /// `--page N`, as shown in usage lines.
    public var usage: String { "--\(name) \(valueName)" }
}
