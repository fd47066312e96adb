/// The actions a store-driven feature answers the session's short forms with; nil where it has none.
public struct StoreNavigation<Action: Sendable>: Sendable {
    /// Sent by `next`.
    public var next: Action?
    /// Sent by `prev`.
    public var previous: Action?
    /// Sent by `back` to leave a presented screen (a detail).
    public var dismiss: Action?

    public init(next: Action? = nil, previous: Action? = nil, dismiss: Action? = nil) {
        self.next = next
        self.previous = previous
        self.dismiss = dismiss
    }
}
