import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The sockets and threads behind `LocalHTTPServer`, kept apart so that the threads retain this object and
/// not the server: releasing the server then stops everything.
final class ServerCore: Sendable {
    let port: UInt16
    private let listener: Int32
    private let wakeUp: (read: Int32, write: Int32)
    private let handler: @Sendable (LocalHTTPServer.Received) -> LocalHTTPServer.Reply
    private let lifecycle = ServerLifecycle()
    private let received = Mutex<[LocalHTTPServer.Received]>([])
    private let accepted = Mutex(0)

    init(handler: @escaping @Sendable (LocalHTTPServer.Received) -> LocalHTTPServer.Reply) throws {
        self.handler = handler
        let (listener, port) = try Socket.listenOnLoopback()
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            let error = SocketError(operation: "pipe", code: errno)
            closeDescriptor(listener)
            throw error
        }
        for end in ends { Socket.setCloseOnExec(end) }
        self.listener = listener
        self.port = port
        self.wakeUp = (ends[0], ends[1])
    }

    var requests: [LocalHTTPServer.Received] {
        received.withLock { $0 }
    }

    var connectionCount: Int {
        accepted.withLock { $0 }
    }

    func start() {
        lifecycle.enter()
        Thread.detachNewThread { [self] in
            acceptLoop()
            lifecycle.leave()
        }
    }

    func stop() {
        guard lifecycle.markStopped() else { return }
        var byte: UInt8 = 1
        _ = write(wakeUp.write, &byte, 1)
        lifecycle.waitUntilIdle(timeout: 5)
        #if os(Linux)
            RetiredPorts.shared.retire(port: port)  // why only there: RetiredPorts
        #endif
        closeDescriptor(listener)
        closeDescriptor(wakeUp.read)
        closeDescriptor(wakeUp.write)
    }

    private func acceptLoop() {
        while !lifecycle.isStopped {
            var fds = [
                pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeUp.read, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0, fds[1].revents == 0, !lifecycle.isStopped else { return }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            Socket.prepareAccepted(client)
            accepted.withLock { $0 += 1 }
            lifecycle.enter()
            Thread.detachNewThread { [self] in
                serve(Socket(descriptor: client))
                lifecycle.leave()
            }
        }
    }

    /// Answers requests on one connection: one, unless a reply keeps the connection alive for the next.
    private func serve(_ socket: Socket) {
        defer { socket.close() }
        while let request = RequestReader(socket: socket, lifecycle: lifecycle).read() {
            received.withLock { $0.append(request) }
            let reply = handler(request)
            guard send(reply, on: socket) else { return }
            guard reply.keepsAlive else {
                socket.finishWriting()
                return
            }
        }
    }

    /// Sends `reply` as it asks (delayed, trickled, streamed); false when it was cut short or dropped.
    private func send(_ reply: LocalHTTPServer.Reply, on socket: Socket) -> Bool {
        guard lifecycle.sleep(reply.delay), !reply.closeWithoutReply else { return false }
        guard socket.send(reply.head()) else { return false }
        if reply.trickle {
            for byte in reply.body {
                guard socket.send(Data([byte])), lifecycle.sleep(reply.trickleInterval) else { return false }
            }
        } else {
            guard socket.send(reply.body) else { return false }
        }
        if var remaining = reply.streamedBytes {
            let block = Data(repeating: reply.filler, count: 65_536)
            while remaining > 0, !lifecycle.isStopped {
                let count = min(remaining, block.count)
                guard socket.send(count == block.count ? block : block.prefix(count)) else { return false }
                remaining -= count
            }
        }
        return true
    }
}
