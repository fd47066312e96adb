/// A sentence a screen shows beside its content (prices that are not live, a change that failed), with how
/// loudly to show it.
public struct Message: Hashable, Sendable {
    /// How loudly to show a message: a UI picks the color or icon.
    public enum Kind: Hashable, Sendable { case info, warning, error }

    public var kind: Kind
    public var text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}
