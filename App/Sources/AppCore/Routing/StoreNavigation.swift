/// The actions a store-driven feature answers the session's short forms with; nil where it has none.
package struct StoreNavigation<Action: Sendable>: Sendable {
    /// Sent by `next`.
    package var next: Action?
    /// Sent by `prev`.
    package var previous: Action?
    /// Sent by `back` to leave a presented screen (a detail).
    package var dismiss: Action?

    package init(next: Action? = nil, previous: Action? = nil, dismiss: Action? = nil) {
        self.next = next
        self.previous = previous
        self.dismiss = dismiss
    }
}
