import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Collects one task's response and body, stopping it as soon as the body passes the size limit, and
/// resumes the waiting caller exactly once, whether the task completes, fails or is cancelled first. The
/// client's `HTTPSession` hands it the callbacks of its task only.
final class TransferDelegate: Sendable {
    enum Outcome: Sendable {
        case completed(HTTPURLResponse, Data)
        case tooLarge
        case cancelled
        case failed(any Error)
    }

    private struct State {
        var continuation: CheckedContinuation<Outcome, Never>?
        var outcome: Outcome?
        var resumed = false
        var response: HTTPURLResponse?
        var body = Data()
        var task: URLSessionTask?
        var redirects = 0
    }

    /// The most redirects followed for one request; a loop ends here, long before the deadline.
    static let maxRedirects = 5

    private let maxBodyBytes: Int
    private let state = Mutex(State())

    init(maxBodyBytes: Int) {
        self.maxBodyBytes = maxBodyBytes
    }

    func install(_ continuation: CheckedContinuation<Outcome, Never>) {
        state.withLock { state in
            state.continuation = continuation
            Self.resumeIfReady(&state)
        }
    }

    /// Records the task, so `finish` can cancel it; false when the transfer already finished (cancelled
    /// before it started), in which case the task is not started.
    func attach(task: URLSessionTask) -> Bool {
        state.withLock { state in
            guard state.outcome == nil else { return false }
            state.task = task
            return true
        }
    }

    /// Records the outcome unless one is already recorded, resumes the caller if it is waiting, and stops
    /// the task if it is still running.
    func finish(_ outcome: Outcome) {
        state.withLock { state in
            if state.outcome == nil { state.outcome = outcome }
            Self.resumeIfReady(&state)
        }
        release()
    }

    /// Cancels the task, off the delegate's queue: FoundationNetworking's `cancel` waits for its own work
    /// queue, which may be waiting for a delegate callback to return, so cancelling inline can stall for many
    /// seconds. A task that already completed ignores it.
    private func release() {
        let task = state.withLock { state in
            defer { state.task = nil }
            return state.task
        }
        guard let task else { return }
        DispatchQueue.global().async { task.cancel() }
    }

    private static func resumeIfReady(_ state: inout State) {
        guard !state.resumed, let continuation = state.continuation, let outcome = state.outcome else { return }
        state.resumed = true
        state.continuation = nil
        continuation.resume(returning: outcome)
    }

    /// The response's head: refused at once when it declares a body over the limit.
    func received(_ response: URLResponse, completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        if response.expectedContentLength > Int64(maxBodyBytes) {
            completionHandler(.cancel)
            finish(.tooLarge)
            return
        }
        state.withLock { $0.response = response as? HTTPURLResponse }
        completionHandler(.allow)
    }

    /// A piece of the body.
    func received(_ data: Data) {
        let overLimit = state.withLock { state in
            guard state.outcome == nil else { return false }
            state.body.append(data)
            return state.body.count > maxBodyBytes
        }
        if overLimit {
            finish(.tooLarge)
        }
    }

    /// Follows a redirect only within the same scheme, host and port, and at most `maxRedirects` times: a
    /// server must not send the client, with its headers, to another host, nor keep it in a loop. A refused
    /// redirect ends the task with the 3xx response itself.
    func redirected(
        task: URLSessionTask, response: HTTPURLResponse, to request: URLRequest,
        completionHandler: @escaping (URLRequest?) -> Void
    ) {
        let from = task.originalRequest?.url ?? response.url
        let count = state.withLock { state in
            state.redirects += 1
            return state.redirects
        }
        let follows = count <= Self.maxRedirects && Self.isSameOrigin(from, request.url)
        completionHandler(follows ? request : nil)
    }

    static func isSameOrigin(_ lhs: URL?, _ rhs: URL?) -> Bool {
        guard let lhs, let rhs, let scheme = lhs.scheme?.lowercased(), let host = lhs.host?.lowercased() else {
            return false
        }
        let defaultPort = scheme == "https" ? 443 : 80
        return scheme == rhs.scheme?.lowercased() && host == rhs.host?.lowercased()
            && (lhs.port ?? defaultPort) == (rhs.port ?? defaultPort)
    }

    /// The task's end: an error, or the response and body collected.
    func completed(task: URLSessionTask, error: (any Error)?) {
        let collected = state.withLock { ($0.response, $0.body) }
        if let error {
            finish(.failed(error))
        } else if let response = collected.0 ?? task.response as? HTTPURLResponse {
            finish(.completed(response, collected.1))
        } else {
            finish(.failed(URLError(.badServerResponse)))
        }
    }
}
