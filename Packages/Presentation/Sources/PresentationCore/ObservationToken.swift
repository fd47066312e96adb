/// Keeps a `Store.observe` callback registered: observation stops when the token is cancelled or released,
/// so hold on to it for as long as you draw.
@MainActor
public final class ObservationToken {
    /// Whether `cancel()` was called.
    public private(set) var isCancelled = false

    init() {}

    /// Stops the observation; the callback is not called again.
    public func cancel() {
        isCancelled = true
    }
}
