import DataCore
import Synchronization

/// An `HTTPClock` that moves only when a test says so: `advance(by:)` wakes every pause whose instant has
/// come. With it a deadline test sends a request to a slow `LocalHTTPServer`, waits until the request has
/// arrived, advances past the deadline, and sees `.timeout` at once, whether the machine is idle or loaded.
public final class ManualHTTPClock: Sendable {
    private struct Sleeper {
        let id: Int
        let until: Duration
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var elapsed: Duration = .zero
        var sleepers: [Sleeper] = []
        var nextID = 0
        var waits: [Duration] = []
    }

    private let origin = ContinuousClock.now
    private let state = Mutex(State())

    public init() {}

    /// The clock to give the client.
    public var clock: HTTPClock {
        HTTPClock(
            now: { [self] in origin + state.withLock { $0.elapsed } }, sleep: { [self] in try await sleep(until: $0) })
    }

    /// How long each pause asked for, in order (a deadline's timer, a retry's backoff).
    public var waits: [Duration] { state.withLock { $0.waits } }

    /// The number of pauses not yet over.
    public var pendingSleeps: Int { state.withLock { $0.sleepers.count } }

    /// Moves time forward, waking the pauses whose instant has come.
    public func advance(by duration: Duration) {
        let woken = state.withLock { state -> [Sleeper] in
            state.elapsed += duration
            let due = state.sleepers.filter { $0.until <= state.elapsed }
            state.sleepers.removeAll { $0.until <= state.elapsed }
            return due
        }
        for sleeper in woken { sleeper.continuation.resume() }
    }

    private func sleep(until instant: ContinuousClock.Instant) async throws {
        let target = instant - origin
        let id = state.withLock { state -> Int in
            state.nextID += 1
            state.waits.append(target - state.elapsed)
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let now = state.withLock { state -> Bool in
                    guard target > state.elapsed, !Task.isCancelled else { return true }
                    state.sleepers.append(Sleeper(id: id, until: target, continuation: continuation))
                    return false
                }
                if now { Task.isCancelled ? continuation.resume(throwing: CancellationError()) : continuation.resume() }
            }
        } onCancel: {
            let cancelled = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }
}
