/// A positional argument of a command, such as `PRODUCT_ID` or `QUERY`.
package struct ArgumentSpec: Hashable, Sendable {
    /// The placeholder shown in usage lines and messages, also the key of its value in `ParsedCommand`.
    package var name: String
    package var kind: ValueKind

    package init(_ name: String, _ kind: ValueKind) {
        self.name = name
        self.kind = kind
    }
}
