/// A fake service whose requests wait until the test answers them, and which records requests cancelled by
/// the store, so tests can prove that "a newer search cancels an older one" without timing.
actor RequestLine {
    private var pending: [String: CheckedContinuation<[String], any Error>] = [:]
    /// Answers given before their request arrived.
    private var answers: [String: [String]] = [:]
    private var requested: Set<String> = []
    private var cancelled: Set<String> = []
    private var watchers: [Watcher] = []

    private struct Watcher {
        let condition: @Sendable (Snapshot) -> Bool
        let waiter: CheckedContinuation<Void, Never>
    }

    struct Snapshot: Sendable {
        let requested: Set<String>
        let cancelled: Set<String>
    }

    /// The service call: suspends until `respond(to:with:)`, or throws when its task is cancelled.
    func fetch(_ key: String) async throws -> [String] {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                register(key, continuation)
            }
        } onCancel: {
            Task { await self.cancel(key) }
        }
    }

    /// Answers the request for `key`, now or as soon as it arrives.
    func respond(to key: String, with results: [String]) {
        if let continuation = pending.removeValue(forKey: key) {
            continuation.resume(returning: results)
        } else {
            answers[key] = results
        }
    }

    func waitUntilRequested(_ key: String) async {
        await waitUntil { $0.requested.contains(key) }
    }

    /// Whether the request for `key` was cancelled by the store.
    func wasCancelled(_ key: String) -> Bool {
        cancelled.contains(key)
    }

    func waitUntilCancelled(_ key: String) async {
        await waitUntil { $0.cancelled.contains(key) }
    }

    private func register(_ key: String, _ continuation: CheckedContinuation<[String], any Error>) {
        requested.insert(key)
        if cancelled.contains(key) {
            continuation.resume(throwing: CancellationError())
        } else if let results = answers.removeValue(forKey: key) {
            continuation.resume(returning: results)
        } else {
            pending[key] = continuation
        }
        notify()
    }

    private func cancel(_ key: String) {
        cancelled.insert(key)
        pending.removeValue(forKey: key)?.resume(throwing: CancellationError())
        notify()
    }

    private func waitUntil(_ condition: @escaping @Sendable (Snapshot) -> Bool) async {
        guard !condition(snapshot) else { return }
        await withCheckedContinuation { watchers.append(Watcher(condition: condition, waiter: $0)) }
    }

    private var snapshot: Snapshot { Snapshot(requested: requested, cancelled: cancelled) }

    private func notify() {
        let current = snapshot
        let ready = watchers.filter { $0.condition(current) }
        watchers.removeAll { $0.condition(current) }
        for watcher in ready {
            watcher.waiter.resume()
        }
    }
}
