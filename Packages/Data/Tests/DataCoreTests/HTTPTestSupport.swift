import DataCore
import DataTesting
import Foundation
import Synchronization

/// Pauses that return at once and remember what was asked, so retry tests neither wait nor guess.
final class SleepRecorder: Sendable {
    private let recorded = Mutex<[Duration]>([])

    var pauses: [Duration] { recorded.withLock { $0 } }

    var sleep: URLSessionHTTPClient.Sleep {
        { duration in self.recorded.withLock { $0.append(duration) } }
    }
}

extension RetryPolicy {
    /// Three attempts with near-zero backoff and a `Retry-After` cap of 0.25 s.
    static let fast = RetryPolicy(maxAttempts: 3, baseDelay: 0.001, maxRetryAfter: 0.25, jitter: 0)
}

extension URLSessionHTTPClient {
    /// A client for `server` with instant retries. The deadline is generous, since a loaded machine may be
    /// slow to answer even locally; a test about the deadline passes a `ManualHTTPClock` and moves it.
    static func testing(
        _ server: LocalHTTPServer, timeout: Double = 10, retryPolicy: RetryPolicy = .fast, maxBodyBytes: Int = 1_000,
        sleeper: SleepRecorder = SleepRecorder(), clock: HTTPClock = .continuous
    ) -> URLSessionHTTPClient {
        URLSessionHTTPClient(
            baseURL: server.baseURL, timeout: timeout, retryPolicy: retryPolicy, maxBodyBytes: maxBodyBytes,
            clock: clock, sleep: sleeper.sleep, random: { 0.5 }
        )
    }

    /// Sends `request` in a task, waits until `server` has it and the deadline's timer is set, then moves
    /// `clock` by `duration`: how a deadline test passes the deadline without waiting for it.
    func send(
        _ request: HTTPRequest, to server: LocalHTTPServer, thenAdvance clock: ManualHTTPClock, by duration: Duration
    ) async -> Result<HTTPResponse, HTTPClientError> {
        let sending = Task { () async -> Result<HTTPResponse, HTTPClientError> in
            do throws(HTTPClientError) {
                return .success(try await send(request))
            } catch {
                return .failure(error)
            }
        }
        let start = ContinuousClock.now
        while server.requests.isEmpty || clock.pendingSleeps == 0, ContinuousClock.now - start < .seconds(20) {
            try? await Task.sleep(for: .milliseconds(2))
        }
        clock.advance(by: duration)
        return await sending.value
    }
}
