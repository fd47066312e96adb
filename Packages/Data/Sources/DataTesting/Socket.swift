import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A connected TCP socket descriptor with the few operations the server needs.
struct Socket: Sendable {
    let descriptor: Int32

    /// Opens a listening socket on 127.0.0.1 with a port chosen by the kernel.
    static func listenOnLoopback() throws -> (descriptor: Int32, port: UInt16) {
        let descriptor = try boundOnLoopback(port: 0)
        guard listen(descriptor, 64) == 0 else {
            let error = SocketError(operation: "listen", code: errno)
            closeDescriptor(descriptor)
            throw error
        }
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        var actual = sockaddr_in()
        var actualLength = length
        let named = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &actualLength) }
        }
        guard named == 0 else {
            let error = SocketError(operation: "getsockname", code: errno)
            closeDescriptor(descriptor)
            throw error
        }
        return (descriptor, UInt16(bigEndian: actual.sin_port))
    }

    /// A socket bound to 127.0.0.1 at `port` (0: one the kernel picks) that does not listen. Without `sharing`,
    /// binding a port that any socket holds fails (the tests ask so).
    static func boundOnLoopback(port: UInt16, sharing: Bool = true) throws -> Int32 {
        #if canImport(Glibc)
            // Glibc imports the socket types as an enum; close-on-exec comes with the socket, atomically.
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
            // Darwin: SOCK_STREAM is a plain Int32 and there is no SOCK_CLOEXEC, so the flag is set right after.
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
            if descriptor >= 0 { setCloseOnExec(descriptor) }
        #endif
        guard descriptor >= 0 else { throw SocketError(operation: "socket", code: errno) }
        if sharing { allowSharing(descriptor) }
        var address = sockaddr_in()
        #if canImport(Darwin)
            // BSD sockets carry the address's length in it.
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0 else {
            let error = SocketError(operation: "bind", code: errno)
            closeDescriptor(descriptor)
            throw error
        }
        return descriptor
    }

    /// `SO_REUSEADDR`, so a port whose last connections wait out `TIME_WAIT` can be bound, and on Linux
    /// `SO_REUSEPORT`, so that `RetiredPorts` can bind a stopped server's port before its listener closes. Asked
    /// for any port, Linux still picks one that no socket holds: its search does not share ports.
    private static func allowSharing(_ descriptor: Int32) {
        var on: Int32 = 1
        let size = socklen_t(MemoryLayout<Int32>.size)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, size)
        #if os(Linux)
            _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEPORT, &on, size)
        #endif
    }

    /// Keeps the descriptor out of child processes the tests spawn.
    static func setCloseOnExec(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
    }

    /// Readies an accepted connection: out of child processes, and on Darwin `SO_NOSIGPIPE`, so a peer that
    /// has gone away gives `EPIPE` instead of killing the process with `SIGPIPE` (the socket option covers every
    /// send; Linux has no such option and passes `MSG_NOSIGNAL` to each `send` instead).
    static func prepareAccepted(_ descriptor: Int32) {
        setCloseOnExec(descriptor)
        #if canImport(Darwin)
            var on: Int32 = 1
            _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Waits up to `milliseconds` for bytes, then reads what is there: nil on timeout, empty at end of stream.
    func receive(waitingUpTo milliseconds: Int32) -> Data? {
        var target = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&target, 1, milliseconds)
        guard ready > 0 else { return ready == 0 || errno == EINTR ? nil : Data() }
        var buffer = [UInt8](repeating: 0, count: 16_384)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return Data() }
        return Data(buffer[0..<count])
    }

    /// Sends all of `data`; false when the peer has gone away.
    func send(_ data: Data) -> Bool {
        var offset = 0
        let bytes = [UInt8](data)
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.send(descriptor, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
                #else
                    Darwin.send(descriptor, buffer.baseAddress, buffer.count, 0)  // SO_NOSIGPIPE is set on accept
                #endif
            }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Tells the peer that the reply is complete.
    func finishWriting() {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    func close() {
        closeDescriptor(descriptor)
    }
}

/// `close(2)`, under a name that `Socket.close()` cannot shadow, spelled for each C library (Foundation
/// re-exports Darwin on Apple platforms).
func closeDescriptor(_ descriptor: Int32) {
    #if canImport(Glibc)
        _ = Glibc.close(descriptor)
    #else
        _ = Darwin.close(descriptor)
    #endif
}

/// A socket call that failed, with the C error code.
struct SocketError: Error, CustomStringConvertible {
    let operation: String
    let code: Int32

    var description: String {
        "\(operation) failed: \(String(cString: strerror(code)))"
    }
}
