import Foundation

/// Caps how many `app` processes the end-to-end tests run at once. Swift Testing runs tests in parallel, and
/// a few hundred short processes started together on a small shared machine make each one take many
/// seconds to start, which would fail every test that measures how long the app takes. Waiting for a slot
/// is not counted in a run's duration.
actor ProcessSlots {
    /// Three times the processor count (at least 4), or `E2E_PARALLEL` when set.
    static let shared = ProcessSlots(
        limit: ProcessInfo.processInfo.environment["E2E_PARALLEL"].flatMap(Int.init)
            ?? max(4, ProcessInfo.processInfo.activeProcessorCount * 3))

    private let limit: Int
    private var inUse = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Waits for a free slot and takes it.
    func acquire() async {
        if inUse < limit {
            inUse += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives the slot to the next waiter, or frees it.
    func release() {
        if waiting.isEmpty {
            inUse -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
