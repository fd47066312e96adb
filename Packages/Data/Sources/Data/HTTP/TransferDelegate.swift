import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Collects one task's response and body, stopping it as soon as the body passes the size limit, and
/// resumes the waiting caller exactly once, whether the task completes, fails or is cancelled first.
final class TransferDelegate: NSObject, URLSessionDataDelegate, Sendable {
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
    }

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

    /// Records the outcome unless one is already recorded, and resumes the caller if it is waiting.
    func finish(_ outcome: Outcome) {
        state.withLock { state in
            if state.outcome == nil { state.outcome = outcome }
            Self.resumeIfReady(&state)
        }
    }

    private static func resumeIfReady(_ state: inout State) {
        guard !state.resumed, let continuation = state.continuation, let outcome = state.outcome else { return }
        state.resumed = true
        state.continuation = nil
        continuation.resume(returning: outcome)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        if response.expectedContentLength > Int64(maxBodyBytes) {
            finish(.tooLarge)
            completionHandler(.cancel)
            return
        }
        state.withLock { $0.response = response as? HTTPURLResponse }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit = state.withLock { state in
            state.body.append(data)
            return state.body.count > maxBodyBytes
        }
        if overLimit {
            finish(.tooLarge)
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
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
