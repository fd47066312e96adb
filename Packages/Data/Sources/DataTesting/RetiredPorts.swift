import Synchronization

/// The ports of stopped servers, each kept by a socket that is bound but does not listen, so that a connection
/// to one is refused for the rest of the process.
///
/// Why: tests use a stopped server's URL as the one nobody listens on ("a dead server"). Closed outright, its
/// port went back to the kernel, which could hand it at once to a server another test was starting, here or in
/// a test process beside this one; the "dead" URL then answered (seen in `make test`: a dead server's
/// `connection refused` came back as another test's `response too large`). A held port is given to nobody.
/// The newest `capacity` are kept and older ones closed: a test uses a dead URL right after it stops the server,
/// and each kept port is an open file, of which a macOS process may have 256 by default.
final class RetiredPorts: Sendable {
    static let shared = RetiredPorts(capacity: 128)

    private let capacity: Int
    private let descriptors = Mutex<[Int32]>([])

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Binds a second socket to `port` while its listener is still open (both share it with `SO_REUSEPORT`),
    /// so the port is never free in between. False when it cannot: the caller then just closes its listener.
    func retire(port: UInt16) -> Bool {
        guard let descriptor = try? Socket.boundOnLoopback(port: port) else { return false }
        let oldest: [Int32] = descriptors.withLock { held in
            held.append(descriptor)
            let excess = max(0, held.count - capacity)
            defer { held.removeFirst(excess) }
            return Array(held.prefix(excess))
        }
        oldest.forEach(closeDescriptor)
        return true
    }
}
