import Foundation

/// The server's stop flag and count of live threads, with waits that a stop interrupts at once.
final class ServerLifecycle: Sendable {
    private let condition = NSCondition()
    private nonisolated(unsafe) var stopped = false
    private nonisolated(unsafe) var active = 0

    var isStopped: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopped
    }

    func enter() {
        condition.lock()
        active += 1
        condition.unlock()
    }

    func leave() {
        condition.lock()
        active -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Sets the stop flag; false when it was already set.
    func markStopped() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped else { return false }
        stopped = true
        condition.broadcast()
        return true
    }

    /// Waits for `duration` unless the server stops first; true when the wait ran to its end.
    func sleep(_ duration: Duration) -> Bool {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while !stopped {
            if !condition.wait(until: deadline) { return !stopped }
        }
        return false
    }

    /// Waits until every thread has left, or `timeout` seconds have passed.
    func waitUntilIdle(timeout: TimeInterval) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while active > 0 {
            if !condition.wait(until: deadline) { return }
        }
    }
}
