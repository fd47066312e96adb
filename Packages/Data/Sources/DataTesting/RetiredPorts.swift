import Foundation
import Synchronization

/// On Linux, the ports of stopped servers, each held by a socket that is bound but does not listen: the kernel
/// refuses a connection to one, and gives it to no socket that asks for any free port.
///
/// Why: tests use a stopped server's URL as the one nobody listens on ("a dead server"). Closed outright, its
/// port went back to the kernel, which could hand it at once to a server another test was starting, here or in
/// a test process beside this one; the "dead" URL then answered (seen in `make test`: a dead server's
/// `connection refused` came back as another test's `response too large`). Only the newest `capacity` are held:
/// a test uses a dead URL right after it stops the server, and each held port is an open file.
///
/// Not on Apple platforms: there a connection to a port whose only socket is bound but not listening gets no
/// answer at all (XNU's `tcp_input` drops it without a reset), so the dead URL would hang until the client's
/// deadline instead of being refused; and XNU hands out free ports in turn rather than from a random start, so
/// a port just closed is not the next one given.
final class RetiredPorts: Sendable {
    static let shared = RetiredPorts(capacity: 128)

    private let capacity: Int
    private let descriptors = Mutex<[Int32]>([])

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Binds a second socket to `port` while its listener is still open (both share it with `SO_REUSEPORT`),
    /// so the port is never free in between. When it cannot (no file descriptor left, say), it says so on
    /// standard error: the port then goes back to the kernel as before, and a test using it may see it answer.
    func retire(port: UInt16) {
        let descriptor: Int32
        do {
            descriptor = try Socket.boundOnLoopback(port: port)
        } catch {
            FileHandle.standardError.write(
                Data("LocalHTTPServer: cannot keep port \(port) after stopping (\(error)); it may be reused\n".utf8))
            return
        }
        let oldest: [Int32] = descriptors.withLock { held in
            held.append(descriptor)
            let excess = max(0, held.count - capacity)
            defer { held.removeFirst(excess) }
            return Array(held.prefix(excess))
        }
        oldest.forEach(closeDescriptor)
    }
}
