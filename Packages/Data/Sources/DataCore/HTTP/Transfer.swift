import DomainCore
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One attempt of a request, raced against the overall deadline: whichever finishes first wins and the
/// other is cancelled, so neither a silent nor a trickling server can hold the caller past the deadline.
struct Transfer: Sendable {
    let session: HTTPSession
    let request: URLRequest
    let path: String
    let timeout: Double
    let maxBodyBytes: Int
    let server: String

    /// Comfortably past the deadline, in whole seconds: URLSession's own timers are only a backstop.
    static func backstop(for timeout: Double) -> Double { (max(timeout, 0) + 1).rounded(.up) }

    func run(until deadline: ContinuousClock.Instant, clock: HTTPClock) async -> Result<HTTPResponse, HTTPClientError> {
        let timedOut = Result<HTTPResponse, HTTPClientError>.failure(.timeout(path: path, seconds: timeout))
        guard clock.now() < deadline else { return timedOut }
        // Unstructured tasks, not a task group: a group waits for every child, and FoundationNetworking can
        // take many seconds to let a cancelled transfer go. The caller gets the first result; the loser is
        // cancelled and finishes in the background.
        let race = FirstResult<Result<HTTPResponse, HTTPClientError>>()
        let cancelled = Result<HTTPResponse, HTTPClientError>.failure(.cancelled(path: path))
        return await withTaskCancellationHandler {
            await race.value { finish in
                let exchange = Task { finish(await self.exchange()) }
                let timer = Task {
                    do {
                        try await clock.sleep(deadline)
                        finish(timedOut)
                    } catch {
                        // Cancelled: the exchange won, or the caller gave up.
                    }
                }
                return {
                    exchange.cancel()
                    timer.cancel()
                }
            }
        } onCancel: {
            race.finish(cancelled)
        }
    }

    /// Runs the request as one task of the client's session, its callbacks going to a delegate of its own.
    private func exchange() async -> Result<HTTPResponse, HTTPClientError> {
        let delegate = TransferDelegate(maxBodyBytes: maxBodyBytes)
        var request = request
        request.timeoutInterval = Self.backstop(for: timeout)
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                delegate.install(continuation)
                // FoundationNetworking's calls wait for its own work queue, which a hostile server can keep
                // busy for many seconds: they must never block a thread of Swift's small cooperative pool,
                // or the deadline's timer in `run` could not fire.
                DispatchQueue.global().async { [request, session] in
                    session.start(request, reportingTo: delegate)
                }
            }
        } onCancel: {
            delegate.finish(.cancelled)
        }
        return result(of: outcome)
    }

    private func result(of outcome: TransferDelegate.Outcome) -> Result<HTTPResponse, HTTPClientError> {
        switch outcome {
        case let .completed(response, _) where (300...399).contains(response.statusCode):
            let location = (response.value(forHTTPHeaderField: "Location") ?? "").prefix(200)
            return .failure(.transport(path: path, cause: .redirectRefused(server: server, location: String(location))))
        case let .completed(response, body):
            var headers: [String: String] = [:]
            for (name, value) in response.allHeaderFields {
                headers[String(describing: name).lowercased()] = String(describing: value)
            }
            return .success(HTTPResponse(status: response.statusCode, headers: headers, body: body, path: path))
        case .tooLarge:
            return .failure(.tooLarge(path: path, limit: maxBodyBytes))
        case .cancelled:
            return .failure(.cancelled(path: path))
        case let .failed(error):
            return .failure(mapped(error))
        }
    }

    private func mapped(_ error: any Error) -> HTTPClientError {
        guard let urlError = error as? URLError else {
            return .transport(path: path, cause: .other(server: server, detail: error.localizedDescription))
        }
        let cause: DomainError.TransportCause
        switch urlError.code {
        case .timedOut: return .timeout(path: path, seconds: timeout)
        case .cancelled where Task.isCancelled: return .cancelled(path: path)
        case .cannotConnectToHost: cause = .refused(server: server)
        case .cannotFindHost, .dnsLookupFailed: cause = .hostNotFound(host: request.url?.host ?? server)
        case .networkConnectionLost: cause = .connectionLost(server: server)
        case .badServerResponse, .zeroByteResource: cause = .badReply(server: server)
        case .notConnectedToInternet: cause = .noConnection(server: server)
        case .badURL, .unsupportedURL: cause = .badURL(path: path)
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
            .clientCertificateRequired:
            cause = .tls(server: server)
        default: cause = .other(server: server, detail: urlError.localizedDescription)
        }
        return .transport(path: path, cause: cause)
    }
}
