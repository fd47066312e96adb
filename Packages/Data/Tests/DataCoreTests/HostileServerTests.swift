import DataCore
import DataTesting
import DomainCore
import Foundation
import Testing

/// Servers that flood the client (a never-ending or 100 MB body) are tested end to end instead, each against
/// its own `app` process: FoundationNetworking runs every transfer of a process on one queue, so a flood
/// slows the other tests of this process down and makes them flaky.
@Suite("URLSessionHTTPClient against hostile servers")
struct HostileServerTests {
    @Test("a response that never ends and trickles stops at the deadline")
    func neverEndingSlowly() async throws {
        let body = Data(repeating: UInt8(ascii: " "), count: 500)
        let server = try LocalHTTPServer(always: Reply(body: body).trickled(every: .milliseconds(100)))
        defer { server.stop() }
        let clock = ManualHTTPClock()
        let client = URLSessionHTTPClient.testing(server, timeout: 1, clock: clock.clock)

        let outcome = await client.send(.get("/products"), to: server, thenAdvance: clock, by: .seconds(1))

        #expect(outcome == .failure(.timeout(path: "/products", seconds: 1)))
    }

    @Test("a redirect to another host is not followed, and says so")
    func redirectToAnotherHost() async throws {
        let elsewhere = try LocalHTTPServer(always: .json("[]"))
        defer { elsewhere.stop() }
        let target = "http://localhost:\(elsewhere.port)/steal"
        let server = try LocalHTTPServer(always: .redirect(to: target))
        defer { server.stop() }

        await #expect(throws: HTTPClientError.self) {
            try await URLSessionHTTPClient.testing(server, retryPolicy: .none).send(.get("/products"))
        }
        #expect(elsewhere.requests.isEmpty)
    }

    @Test("a redirect within the same server is followed")
    func redirectWithinServer() async throws {
        let server = try LocalHTTPServer { request in
            request.path == "/old" ? .redirect(to: "/new") : .json(#"{"path":"\#(request.path)"}"#)
        }
        defer { server.stop() }

        let response = try await URLSessionHTTPClient.testing(server).send(.get("/old"))

        #expect(response.status == 200)
        #expect(server.requests.map(\.path) == ["/old", "/new"])
    }

    @Test("a 429 asking to retry after a day is capped, and the call ends within its deadline")
    func hugeRetryAfter() async throws {
        let server = try LocalHTTPServer(always: .status(429, headers: ["Retry-After": "86400"]))
        defer { server.stop() }
        let clock = ManualHTTPClock()
        let client = URLSessionHTTPClient(
            baseURL: server.baseURL, timeout: 2, retryPolicy: RetryPolicy(maxAttempts: 3, baseDelay: 0.1),
            clock: clock.clock, random: { 0.5 })

        // Capped at 5 s, the pause would still pass the 2 s deadline: no pause is taken, no second request.
        await #expect(throws: HTTPClientError.status(code: 429, path: "/p")) { try await client.send(.get("/p")) }
        #expect(server.requests.count == 1)
        #expect(clock.waits.allSatisfy { $0 == .seconds(2) })
    }

    @Test("JSON nested 100 000 arrays deep is a decoding failure, not a crash")
    func deeplyNested() throws {
        let body =
            Data(repeating: UInt8(ascii: "["), count: 100_000) + Data(repeating: UInt8(ascii: "]"), count: 100_000)
        let response = HTTPResponse(status: 200, headers: [:], body: body, path: "/p")

        #expect(throws: DomainError.self) { try JSONBody.decode([Int].self, from: response, service: "Test") }
    }
}

private typealias Reply = LocalHTTPServer.Reply
