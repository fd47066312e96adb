extension DomainError {
    /// Why a remote service could not be used, as a value a caller can act on: offline is not the same as a
    /// host that does not exist, a server that answers 500, or a body this app cannot read.
    public enum Outage: Hashable, Sendable {
        /// The exchange failed below HTTP.
        case transport(TransportCause)
        /// No complete response arrived within `seconds`.
        case timedOut(path: String, seconds: Double)
        /// The server answered with a failing status (after any retries).
        case status(code: Int, path: String)
        /// The body was larger than the client accepts.
        case tooLarge(path: String, limit: Int)
        /// The body arrived but cannot be used, for `flaw`.
        case unusableResponse(path: String, flaw: Flaw)
    }

    /// Why an exchange failed below HTTP. `server` is `host:port` as the client reached it.
    public enum TransportCause: Hashable, Sendable {
        /// This machine has no network connection.
        case noConnection(server: String)
        /// The host name does not resolve.
        case hostNotFound(host: String)
        /// Nothing listens at the server's port.
        case refused(server: String)
        /// The connection dropped during the exchange.
        case connectionLost(server: String)
        /// The server closed the connection without a valid HTTP reply.
        case badReply(server: String)
        /// The secure connection could not be set up (certificate, protocol).
        case tls(server: String)
        /// The request's path does not form a valid URL with the client's base URL.
        case badURL(path: String)
        /// The server redirected to another host, or once too often; the client follows neither.
        case redirectRefused(server: String, location: String)
        /// Anything else, with the system's own words.
        case other(server: String, detail: String)
    }
}
