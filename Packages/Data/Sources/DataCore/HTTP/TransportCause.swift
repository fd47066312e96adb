/// Why an exchange failed below HTTP, as a value a caller can act on: offline is not the same as a host that
/// does not exist, nor as a server that refused the connection. `server` is `host:port` as the client
/// reached it.
public enum TransportCause: Hashable, Sendable, CustomStringConvertible {
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
    /// Anything else, with the system's words.
    case other(server: String, detail: String)

    /// A phrase for a person, such as "could not connect to 127.0.0.1:8080 (connection refused)".
    public var description: String {
        switch self {
        case let .noConnection(server): return "no network connection to reach \(server)"
        case let .hostNotFound(host): return "could not find host \(host)"
        case let .refused(server): return "could not connect to \(server) (connection refused)"
        case let .connectionLost(server): return "the connection to \(server) was lost"
        case let .badReply(server): return "\(server) closed the connection without a valid reply"
        case let .tls(server): return "could not set up a secure connection to \(server)"
        case let .badURL(path): return "\(path) does not form a valid URL"
        case let .redirectRefused(server, location):
            return "\(server) redirected to \(location), which this app does not follow (another host, or one "
                + "redirect too many)"
        case let .other(server, detail): return "could not reach \(server) (\(detail))"
        }
    }

    /// Whether trying again soon may help: a dropped or refused connection may, a missing host, a bad URL or
    /// a refused redirect will not.
    public var isTransient: Bool {
        switch self {
        case .noConnection, .refused, .connectionLost, .badReply, .other: return true
        case .hostNotFound, .tls, .badURL, .redirectRefused: return false
        }
    }
}
