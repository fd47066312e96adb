import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The one `URLSession` of a client, shared by all its requests so that a retry or the next request reuses
/// the open connection instead of opening a new one. The session has a single delegate; it hands each task's
/// callbacks to that task's own `TransferDelegate`, so every request still sees only its own response, body
/// and redirects.
///
/// The session is made on the first request, so a client that is never used (the composition root makes
/// one for every remote source) costs nothing at start-up. It is released with the last copy of its client:
/// then it is invalidated (off the caller's thread, since FoundationNetworking's calls can wait for its own
/// work queue), which also lets go of the router.
final class HTTPSession: Sendable {
    private let backstop: Double
    private let router = Router()
    private let session = Mutex<URLSession?>(nil)

    /// A session whose own timers are only a backstop, `backstop` seconds: on Linux they work in whole
    /// seconds, and the client's race enforces the real deadline.
    init(backstop: Double) {
        self.backstop = backstop
    }

    deinit {
        guard let session = session.withLock({ $0 }) else { return }
        DispatchQueue.global().async { session.invalidateAndCancel() }
    }

    /// Starts `request` with `delegate` receiving its callbacks, unless the transfer already finished.
    func start(_ request: URLRequest, reportingTo delegate: TransferDelegate) {
        let task = urlSession().dataTask(with: request)
        router.register(delegate, for: task)
        if delegate.attach(task: task) {
            task.resume()
        } else {
            router.unregister(task)
            task.cancel()
        }
    }

    private func urlSession() -> URLSession {
        session.withLock { session in
            if let session { return session }
            let configuration = URLSessionConfiguration.ephemeral
            configuration.timeoutIntervalForRequest = backstop
            configuration.timeoutIntervalForResource = backstop
            configuration.urlCache = nil
            // A client that meant to send cookies or credentials would set the header itself: nothing a
            // server sets is kept and sent back on the next request.
            configuration.httpCookieStorage = nil
            configuration.httpShouldSetCookies = false
            configuration.urlCredentialStorage = nil
            let made = URLSession(configuration: configuration, delegate: router, delegateQueue: nil)
            session = made
            return made
        }
    }

    /// The session's delegate: finds the transfer a callback belongs to by the task's identifier.
    private final class Router: NSObject, URLSessionDataDelegate, Sendable {
        private let transfers = Mutex<[Int: TransferDelegate]>([:])

        func register(_ delegate: TransferDelegate, for task: URLSessionTask) {
            transfers.withLock { $0[task.taskIdentifier] = delegate }
        }

        func unregister(_ task: URLSessionTask) {
            _ = transfers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        }

        private func transfer(of task: URLSessionTask) -> TransferDelegate? {
            transfers.withLock { $0[task.taskIdentifier] }
        }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
        ) {
            guard let transfer = transfer(of: dataTask) else { return completionHandler(.cancel) }
            transfer.received(response, completionHandler: completionHandler)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            transfer(of: dataTask)?.received(data)
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
        ) {
            guard let transfer = transfer(of: task) else { return completionHandler(nil) }
            transfer.redirected(task: task, response: response, to: request, completionHandler: completionHandler)
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            let transfer = transfers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
            transfer?.completed(task: task, error: error)
        }
    }
}
