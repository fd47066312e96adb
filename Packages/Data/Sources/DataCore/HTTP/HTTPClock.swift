/// The HTTP client's time: the monotonic now, and a pause until an instant of it. The client reads every
/// deadline through it, so tests move time by hand (`DataTesting.ManualHTTPClock`) and a deadline test takes
/// milliseconds, however loaded the machine is, instead of waiting for real seconds.
public struct HTTPClock: Sendable {
    /// The current instant.
    public let now: @Sendable () -> ContinuousClock.Instant
    /// Returns at `instant`, or throws `CancellationError` when the task is cancelled first.
    public let sleep: @Sendable (_ until: ContinuousClock.Instant) async throws -> Void

    public init(
        now: @escaping @Sendable () -> ContinuousClock.Instant,
        sleep: @escaping @Sendable (_ until: ContinuousClock.Instant) async throws -> Void
    ) {
        self.now = now
        self.sleep = sleep
    }

    /// The real, monotonic time of `ContinuousClock`.
    public static let continuous = HTTPClock(
        now: { .now }, sleep: { try await Task.sleep(until: $0, clock: .continuous) })
}
