import DomainCore

extension DomainError.TransportCause {
    /// Whether trying again soon may help: a dropped or refused connection may, a missing host, a bad URL or
    /// a refused redirect will not. A retry policy's question, so it lives with the HTTP client.
    var isTransient: Bool {
        switch self {
        case .noConnection, .refused, .connectionLost, .badReply, .other: return true
        case .hostNotFound, .tls, .badURL, .redirectRefused: return false
        }
    }
}
