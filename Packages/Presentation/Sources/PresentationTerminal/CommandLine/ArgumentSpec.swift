/// A positional argument of a command, such as `PRODUCT_ID` or `QUERY`.
public struct ArgumentSpec: Hashable, Sendable {
    /// The placeholder shown in usage lines and messages, also the key of its value in `ParsedCommand`.
    public var name: String
    public var kind: ValueKind

    public init(_ name: String, _ kind: ValueKind) {
        self.name = name
        self.kind = kind
    }
}
