import Synchronization

/// A race between callbacks: the first value given to `finish` is the result, later ones are ignored, and
/// the losers are told to stop. The waiting caller resumes as soon as there is a result, whatever the
/// losers are still doing.
final class FirstResult<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, Never>?
        var value: Value?
        var resumed = false
        var stop: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())

    /// Starts the racers with `start`, which receives `finish` and returns how to stop them, and waits for
    /// the first value.
    func value(_ start: (@escaping @Sendable (Value) -> Void) -> @Sendable () -> Void) async -> Value {
        await withCheckedContinuation { continuation in
            let stop = start { self.finish($0) }
            let stopNow = state.withLock { state -> Bool in
                state.continuation = continuation
                state.stop = stop
                return Self.resumeIfReady(&state)
            }
            if stopNow { stop() }
        }
    }

    /// Offers a value; only the first one counts.
    func finish(_ value: Value) {
        let stop = state.withLock { state -> (@Sendable () -> Void)? in
            if state.value == nil { state.value = value }
            return Self.resumeIfReady(&state) ? state.stop : nil
        }
        stop?()
    }

    /// Resumes the caller once both it and a value are there; true when this call resumed it.
    private static func resumeIfReady(_ state: inout State) -> Bool {
        guard !state.resumed, let continuation = state.continuation, let value = state.value else { return false }
        state.resumed = true
        state.continuation = nil
        continuation.resume(returning: value)
        return true
    }
}
