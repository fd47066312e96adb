import Foundation

/// How a client repeats a GET that failed for a reason worth retrying (a refused or dropped connection,
/// a 5xx, a 429): how many attempts, how long to back off between them, how long a `Retry-After` may make
/// it wait. Retries never run past the client's overall deadline.
public struct RetryPolicy: Sendable, Hashable {
    /// Total attempts, the first included; 1 means no retry.
    public var maxAttempts: Int
    /// The pause before the second attempt; it doubles for each further attempt.
    public var baseDelay: Double
    /// The longest single backoff pause, in seconds.
    public var maxDelay: Double
    /// The longest pause a server's `Retry-After` may ask for; longer requests are cut to this.
    public var maxRetryAfter: Double
    /// Random extra added to each backoff pause, as a fraction of it (0.1 = up to 10 % longer), so that
    /// many clients do not retry in step.
    public var jitter: Double

    /// A policy; all delays are in seconds.
    public init(
        maxAttempts: Int, baseDelay: Double, maxDelay: Double = 30, maxRetryAfter: Double = 5, jitter: Double = 0.1
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = max(0, baseDelay)
        self.maxDelay = max(0, maxDelay)
        self.maxRetryAfter = max(0, maxRetryAfter)
        self.jitter = max(0, jitter)
    }

    /// Three attempts, 0.5 s then 1 s apart, `Retry-After` honoured up to 5 s.
    public static let `default` = RetryPolicy(maxAttempts: 3, baseDelay: 0.5)

    /// One attempt only.
    public static let none = RetryPolicy(maxAttempts: 1, baseDelay: 0)

    /// The pause before attempt `attempt + 1` (after `attempt` failures, counted from 1): the server's
    /// `Retry-After` when given (capped), otherwise exponential backoff with jitter.
    func delay(afterAttempt attempt: Int, retryAfter: Double?, random: Double) -> Double {
        if let retryAfter {
            return min(max(0, retryAfter), maxRetryAfter)
        }
        let exponential = baseDelay * pow(2, Double(max(0, attempt - 1)))
        return min(exponential, maxDelay) * (1 + jitter * min(max(random, 0), 1))
    }
}
