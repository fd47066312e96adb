import Foundation

/// A real HTTP/1.1 server on 127.0.0.1 (a free port picked by the kernel), so HTTP adapters are tested
/// through real sockets, URLSession included, instead of through stubs that cannot time out or trickle.
///
/// A connection carries one request and is closed after the reply (`Connection: close`), unless the reply
/// keeps it alive (`Reply.keptAlive()`), when it waits for the client's next request. The handler
/// decides each reply, which can be delayed, trickled byte by byte, or dropped without an answer. Call
/// `stop()` when done (it also runs when the server is released); it closes the port and waits for the
/// connection threads to finish. A stopped server's `baseURL` is then a "dead server" URL: the connection is
/// refused (on Linux the port is held, so that no server started later gets it; see `RetiredPorts`).
public final class LocalHTTPServer: Sendable {
    private let core: ServerCore

    /// Opens the port and starts accepting connections; throws when no socket can be opened.
    public init(handler: @escaping @Sendable (Received) -> Reply) throws {
        core = try ServerCore(handler: handler)
        core.start()
    }

    /// A server that gives every request the same reply.
    public convenience init(always reply: Reply) throws {
        try self.init { _ in reply }
    }

    /// A server that gives the replies in order, repeating the last one for any further request.
    public convenience init(replies: [Reply]) throws {
        let script = ReplyScript(replies)
        try self.init { _ in script.next() }
    }

    deinit {
        core.stop()
    }

    /// `http://127.0.0.1:PORT`, the base URL to give a client.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(core.port)") ?? URL(fileURLWithPath: "/")
    }

    /// The port the server listens on.
    public var port: UInt16 { core.port }

    /// The requests received so far, in the order they arrived.
    public var requests: [Received] { core.requests }

    /// The connections accepted so far: fewer than the requests when a client reuses one.
    public var connectionCount: Int { core.connectionCount }

    /// Stops accepting, interrupts delayed and trickled replies, and waits (up to 5 s) for connection
    /// threads to finish. When this returns, a connection to the port is refused; on Linux, no server started
    /// later that asks for any free port gets it (`RetiredPorts`). Calling it again does nothing.
    public func stop() {
        core.stop()
    }
}
