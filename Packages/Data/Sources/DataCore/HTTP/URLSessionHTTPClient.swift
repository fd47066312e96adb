import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `HTTPClient` over URLSession (FoundationNetworking on Linux) with the guarantees URLSession lacks:
///
/// - an overall deadline of `timeout` seconds for the whole `send`, retries and pauses included; URLSession's
///   own timeout only measures inactivity, so a server trickling one byte at a time would never trip it;
/// - retries with exponential backoff, only for GET, only for failures worth repeating (refused or dropped
///   connections, 5xx, 429), honouring `Retry-After` up to the policy's cap and never past the deadline;
/// - a cap on the body size, checked while the body arrives;
/// - one session for all its requests (`HTTPSession`), so a retry or the next request reuses the connection.
public struct URLSessionHTTPClient: HTTPClient {
    /// How the client pauses between attempts; injected so tests do not wait for real backoff.
    public typealias Sleep = @Sendable (Duration) async throws -> Void

    private let baseURL: URL
    private let timeout: Double
    private let retryPolicy: RetryPolicy
    private let maxBodyBytes: Int
    private let sleep: Sleep
    private let clock: HTTPClock
    private let random: @Sendable () -> Double
    private let session: HTTPSession

    /// The longest deadline a client keeps: a year. FoundationNetworking turns a request's timeout into whole
    /// milliseconds and traps on a value past `Int.max` (`--timeout 1e300` did), so larger values are cut here.
    public static let maximumTimeout: Double = 365 * 86_400

    /// A client for `baseURL`; `timeout` is the overall deadline in seconds for each `send`, at most
    /// `maximumTimeout` (a larger one, or NaN, is taken as that). `clock` is the time every deadline is read
    /// in, `sleep` the pause between attempts and `random` the jitter's source (0...1): all three injected
    /// so tests neither wait for real time nor guess.
    public init(
        baseURL: URL, timeout: Double = 10, retryPolicy: RetryPolicy = .default, maxBodyBytes: Int = 10_000_000,
        clock: HTTPClock, sleep: Sleep? = nil, random: @escaping @Sendable () -> Double
    ) {
        self.baseURL = baseURL
        self.timeout = timeout.isNaN ? Self.maximumTimeout : min(timeout, Self.maximumTimeout)
        self.retryPolicy = retryPolicy
        self.maxBodyBytes = maxBodyBytes
        self.clock = clock
        self.sleep = sleep ?? { duration in try await clock.sleep(clock.now() + duration) }
        self.random = random
        session = HTTPSession(backstop: Transfer.backstop(for: self.timeout))
    }

    /// Sends `request`, retrying as the policy allows within the deadline.
    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        guard let url = request.url(relativeTo: baseURL) else {
            throw .transport(path: request.path, cause: .badURL(path: request.path))
        }
        let deadline = clock.now() + Self.duration(seconds: timeout)
        let transfer = Transfer(
            session: session, request: urlRequest(for: request, url: url), path: request.path, timeout: timeout,
            maxBodyBytes: maxBodyBytes, server: serverName
        )
        var attempt = 1
        while true {
            let failure: HTTPClientError
            var retryAfter: Double?
            switch await transfer.run(until: deadline, clock: clock) {
            case let .success(response) where !Self.isRetryable(status: response.status):
                return response
            case let .success(response):
                failure = .status(code: response.status, path: request.path)
                retryAfter = response.header("retry-after").flatMap(Self.seconds(fromRetryAfter:))
            case let .failure(error):
                // Cancellation means nobody waits for the answer, whatever else failed in the race; a dropped or
                // refused connection may work a moment later; a missing host, a bad URL or a refused redirect
                // will not.
                guard !Task.isCancelled else { throw .cancelled(path: request.path) }
                guard case let .transport(_, cause) = error, cause.isTransient else { throw error }
                failure = error
            }
            guard !Task.isCancelled else { throw .cancelled(path: request.path) }
            guard request.method == .get, attempt < retryPolicy.maxAttempts else { throw failure }
            let pause = retryPolicy.delay(afterAttempt: attempt, retryAfter: retryAfter, random: random())
            let pauseDuration = Self.duration(seconds: pause)
            guard clock.now() + pauseDuration < deadline else { throw failure }
            do {
                try await sleep(pauseDuration)
            } catch {
                throw Task.isCancelled ? .cancelled(path: request.path) : failure
            }
            attempt += 1
        }
    }

    private var serverName: String {
        let host = baseURL.host ?? baseURL.absoluteString
        guard let port = baseURL.port else { return host }
        return "\(host):\(port)"
    }

    private func urlRequest(for request: HTTPRequest, url: URL) -> URLRequest {
        var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
        urlRequest.httpMethod = request.method.rawValue
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        urlRequest.httpBody = request.body
        return urlRequest
    }

    private static func isRetryable(status: Int) -> Bool {
        status == 429 || (500...599).contains(status)
    }

    /// `Retry-After` in delta-seconds form; HTTP dates are ignored and fall back to backoff.
    private static func seconds(fromRetryAfter value: String) -> Double? {
        guard let seconds = Double(value.trimmingCharacters(in: .whitespaces)), seconds >= 0 else { return nil }
        return seconds
    }

    static func duration(seconds: Double) -> Duration {
        .nanoseconds(Int64(max(0, min(seconds, 1e9)) * 1e9))
    }
}
