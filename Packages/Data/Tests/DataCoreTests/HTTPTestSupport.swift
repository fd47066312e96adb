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
    /// A client for `server` with a short deadline and instant retries.
    static func testing(
        _ server: LocalHTTPServer, timeout: Double = 2, retryPolicy: RetryPolicy = .fast, maxBodyBytes: Int = 1_000,
        sleeper: SleepRecorder = SleepRecorder()
    ) -> URLSessionHTTPClient {
        URLSessionHTTPClient(
            baseURL: server.baseURL, timeout: timeout, retryPolicy: retryPolicy, maxBodyBytes: maxBodyBytes,
            sleep: sleeper.sleep
        )
    }
}
