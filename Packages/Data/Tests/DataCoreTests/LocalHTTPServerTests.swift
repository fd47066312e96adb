import Foundation
import Testing

@testable import DataTesting

#if canImport(Glibc)
    import Glibc
#endif

@Suite("LocalHTTPServer, the tests' own server")
struct LocalHTTPServerTests {
    #if os(Linux)
        /// Closed outright, the port went back to the kernel, which could give it to a server another test was
        /// starting: the "dead" URL then answered. That a held port still refuses connections is what
        /// `URLSessionHTTPClientTests` checks with a stopped server's port. Linux only: see `RetiredPorts`.
        @Test("a stopped server's port stays held: nobody else can bind it, so its URL stays a dead server's")
        func stoppedPortIsHeld() throws {
            let server = try LocalHTTPServer(always: .status(204))
            let port = server.port
            server.stop()

            #expect {
                closeDescriptor(try Socket.boundOnLoopback(port: port, sharing: false))
            } throws: { error in
                (error as? SocketError)?.code == EADDRINUSE
            }
        }
    #endif
}
