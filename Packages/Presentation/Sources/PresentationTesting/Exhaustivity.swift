/// How strictly a `TestStore` checks a test.
public enum Exhaustivity: Hashable, Sendable {
    /// Every state change and every received action must be asserted, and no effect may outlive the test.
    case on
    /// Only what the test asserts is checked: unasserted state, skipped received actions and effects still
    /// running at `finish()` are allowed. For integration-style tests that care about an outcome.
    case off
}
