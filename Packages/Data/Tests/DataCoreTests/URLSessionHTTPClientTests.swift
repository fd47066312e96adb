import DataCore
import DataTesting
import Foundation
import Testing

@Suite("URLSessionHTTPClient against a real local server")
struct URLSessionHTTPClientTests {
    @Test("a 200 reply comes back with its status, headers and body")
    func success() async throws {
        let server = try LocalHTTPServer(always: .json(#"{"ok":true}"#))
        defer { server.stop() }

        let response = try await URLSessionHTTPClient.testing(server).send(.get("/products"))

        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json")
        #expect(response.body == Data(#"{"ok":true}"#.utf8))
        #expect(response.path == "/products")
    }

    @Test("the query is percent-encoded and the server receives every parameter")
    func queryIsEncoded() async throws {
        let server = try LocalHTTPServer(always: .json("{}"))
        defer { server.stop() }

        _ = try await URLSessionHTTPClient.testing(server)
            .send(.get("/products/search", query: ["q": "phone & case+1", "limit": "10"]))

        #expect(server.requests.map(\.query) == [["q": "phone & case+1", "limit": "10"]])
        #expect(server.requests.map(\.path) == ["/products/search"])
    }

    @Test("a 404 is returned as a response, not thrown, and not retried")
    func notFoundIsAResponse() async throws {
        let server = try LocalHTTPServer(always: .json(#"{"message":"not found"}"#, status: 404))
        defer { server.stop() }

        let response = try await URLSessionHTTPClient.testing(server).send(.get("/products/999"))

        #expect(response.status == 404)
        #expect(server.requests.count == 1)
    }

    @Test("a 500 followed by a 200 is retried and succeeds")
    func serverErrorThenSuccess() async throws {
        let server = try LocalHTTPServer(replies: [.status(500), .json("[]")])
        defer { server.stop() }

        let response = try await URLSessionHTTPClient.testing(server).send(.get("/products"))

        #expect(response.status == 200)
        #expect(server.requests.count == 2)
    }

    @Test("a retry reuses the open connection: one session per client")
    func retryReusesConnection() async throws {
        let server = try LocalHTTPServer(replies: [.status(500).keptAlive(), .json("[]").keptAlive()])
        defer { server.stop() }

        let response = try await URLSessionHTTPClient.testing(server).send(.get("/products"))

        #expect(response.status == 200)
        #expect(server.requests.count == 2)
        #expect(server.connectionCount == 1)
    }

    @Test("requests one after another share the client's connection; another client opens its own")
    func requestsShareConnection() async throws {
        let server = try LocalHTTPServer(always: .json("[]").keptAlive())
        defer { server.stop() }
        let client = URLSessionHTTPClient.testing(server)

        for page in 1...3 {
            _ = try await client.send(.get("/products", query: ["page": String(page)]))
        }
        _ = try await URLSessionHTTPClient.testing(server).send(.get("/products"))

        #expect(server.requests.map { $0.query["page"] } == ["1", "2", "3", nil])
        #expect(server.connectionCount == 2)
    }

    @Test("a 500 on every attempt throws .status after the policy's three attempts")
    func serverErrorEveryTime() async throws {
        let server = try LocalHTTPServer(always: .status(500))
        defer { server.stop() }

        await #expect(throws: HTTPClientError.status(code: 500, path: "/products")) {
            try await URLSessionHTTPClient.testing(server).send(.get("/products"))
        }
        #expect(server.requests.count == 3)
    }

    @Test("backoff doubles between attempts")
    func backoffDoubles() async throws {
        let server = try LocalHTTPServer(always: .status(503))
        defer { server.stop() }
        let sleeper = SleepRecorder()
        let policy = RetryPolicy(maxAttempts: 3, baseDelay: 0.01, jitter: 0)

        _ = try? await URLSessionHTTPClient.testing(server, retryPolicy: policy, sleeper: sleeper).send(.get("/p"))

        #expect(sleeper.pauses == [.milliseconds(10), .milliseconds(20)])
    }

    @Test("jitter comes from the injected random source", arguments: [(0.0, 10), (1.0, 15)])
    func jitterFromInjectedRandom(random: Double, milliseconds: Int) async throws {
        let server = try LocalHTTPServer(replies: [.status(503), .json("[]")])
        defer { server.stop() }
        let sleeper = SleepRecorder()
        let client = URLSessionHTTPClient(
            baseURL: server.baseURL, timeout: 30,
            retryPolicy: RetryPolicy(maxAttempts: 2, baseDelay: 0.01, jitter: 0.5),
            clock: .continuous, sleep: sleeper.sleep, random: { random })

        _ = try await client.send(.get("/p"))

        #expect(sleeper.pauses == [.milliseconds(milliseconds)])
    }

    @Test("a 429 with Retry-After is retried after the server's delay, cut to the policy's cap")
    func retryAfterIsCapped() async throws {
        let server = try LocalHTTPServer(replies: [.status(429, headers: ["Retry-After": "120"]), .json("[]")])
        defer { server.stop() }
        let sleeper = SleepRecorder()

        let response = try await URLSessionHTTPClient.testing(server, sleeper: sleeper).send(.get("/products"))

        #expect(response.status == 200)
        #expect(sleeper.pauses == [.milliseconds(250)])
    }

    @Test("a Retry-After shorter than the cap is honoured as given")
    func retryAfterIsHonoured() async throws {
        let server = try LocalHTTPServer(replies: [.status(503, headers: ["Retry-After": "0.1"]), .json("[]")])
        defer { server.stop() }
        let sleeper = SleepRecorder()

        _ = try await URLSessionHTTPClient.testing(server, sleeper: sleeper).send(.get("/products"))

        #expect(sleeper.pauses == [.milliseconds(100)])
    }

    @Test("a Retry-After that would pass the overall deadline is not waited for")
    func retryAfterPastDeadline() async throws {
        // The deadline is real time, so it is generous (the first answer must come within it even on a
        // loaded machine, where 1 s was seen to pass), and the server's delay passes it by far.
        let server = try LocalHTTPServer(always: .status(429, headers: ["Retry-After": "120"]))
        defer { server.stop() }
        let sleeper = SleepRecorder()
        let policy = RetryPolicy(maxAttempts: 3, baseDelay: 0.001, maxRetryAfter: 300)

        await #expect(throws: HTTPClientError.status(code: 429, path: "/products")) {
            try await URLSessionHTTPClient.testing(server, timeout: 30, retryPolicy: policy, sleeper: sleeper)
                .send(.get("/products"))
        }
        #expect(sleeper.pauses.isEmpty)
        #expect(server.requests.count == 1)
    }

    @Test("a POST that gets a 500 is not retried")
    func postIsNotRetried() async throws {
        let server = try LocalHTTPServer(always: .status(500))
        defer { server.stop() }
        let request = HTTPRequest(
            method: HTTPMethod(rawValue: "POST"), path: "/todos", body: Data(#"{"title":"a"}"#.utf8))

        await #expect(throws: HTTPClientError.status(code: 500, path: "/todos")) {
            try await URLSessionHTTPClient.testing(server).send(request)
        }
        #expect(server.requests.count == 1)
    }

    @Test("a POST sends its method, headers and body")
    func postSendsBody() async throws {
        let server = try LocalHTTPServer(always: .json("{}", status: 201))
        defer { server.stop() }
        let request = HTTPRequest(
            method: HTTPMethod(rawValue: "POST"), path: "/todos", headers: ["Content-Type": "application/json"],
            body: Data("{}".utf8)
        )

        _ = try await URLSessionHTTPClient.testing(server).send(request)

        let received = try #require(server.requests.first)
        #expect(received.method == "POST")
        #expect(received.headers["content-type"] == "application/json")
        #expect(received.body == Data("{}".utf8))
    }

    @Test("a server slower than the deadline gives .timeout, on a clock moved by hand")
    func slowServerTimesOut() async throws {
        let server = try LocalHTTPServer(always: LocalHTTPServer.Reply.json("[]").delayed(by: .seconds(30)))
        defer { server.stop() }
        let clock = ManualHTTPClock()
        let client = URLSessionHTTPClient.testing(server, timeout: 0.5, clock: clock.clock)

        let outcome = await client.send(.get("/products"), to: server, thenAdvance: clock, by: .milliseconds(500))

        #expect(outcome == .failure(.timeout(path: "/products", seconds: 0.5)))
        #expect(clock.waits.first == .milliseconds(500))
    }

    @Test("just before the deadline nothing times out; at the deadline it does")
    func deadlineIsExact() async throws {
        let server = try LocalHTTPServer(always: LocalHTTPServer.Reply.json("[]").delayed(by: .seconds(30)))
        defer { server.stop() }
        let clock = ManualHTTPClock()
        let client = URLSessionHTTPClient.testing(server, timeout: 2, clock: clock.clock)

        let sending = Task { () async -> HTTPClientError? in
            do throws(HTTPClientError) {
                _ = try await client.send(.get("/slow"))
                return nil
            } catch {
                return error
            }
        }
        while server.requests.isEmpty || clock.pendingSleeps == 0 { try await Task.sleep(for: .milliseconds(2)) }
        clock.advance(by: .milliseconds(1_999))
        #expect(clock.pendingSleeps == 1)
        clock.advance(by: .milliseconds(1))

        #expect(await sending.value == .timeout(path: "/slow", seconds: 2))
    }

    @Test("a body trickled past the deadline gives .timeout although bytes keep arriving")
    func tricklingServerTimesOut() async throws {
        let body = String(repeating: "x", count: 200)
        let server = try LocalHTTPServer(always: LocalHTTPServer.Reply.text(body).trickled(every: .milliseconds(20)))
        defer { server.stop() }
        let clock = ManualHTTPClock()
        let client = URLSessionHTTPClient.testing(server, timeout: 0.5, clock: clock.clock)

        let outcome = await client.send(.get("/slow"), to: server, thenAdvance: clock, by: .milliseconds(500))

        #expect(outcome == .failure(.timeout(path: "/slow", seconds: 0.5)))
    }

    @Test(
        "a timeout too large for FoundationNetworking is cut to a year, not a trap",
        arguments: [1e300, .infinity, .nan])
    func hugeTimeout(seconds: Double) async throws {
        let server = try LocalHTTPServer(always: .json("[]"))
        defer { server.stop() }

        let response = try await URLSessionHTTPClient.testing(server, timeout: seconds).send(.get("/products"))

        #expect(response.status == 200)
    }

    @Test("a stopped server's port gives a transport error naming the refused connection")
    func connectionRefused() async throws {
        let server = try LocalHTTPServer(always: .json("[]"))
        let client = URLSessionHTTPClient.testing(server)
        let port = server.port
        server.stop()

        await #expect(
            throws: HTTPClientError.transport(path: "/products", cause: .refused(server: "127.0.0.1:\(port)"))
        ) {
            try await client.send(.get("/products"))
        }
    }

    @Test("a cancelled request ends as .cancelled, not as a transport failure, long before its deadline")
    func cancelledRequest() async throws {
        let server = try LocalHTTPServer(always: .json("[]").delayed(by: .seconds(20)))
        defer { server.stop() }
        let client = URLSessionHTTPClient.testing(server, timeout: 30)
        let start = ContinuousClock.now

        let request = Task { try await client.send(.get("/slow")) }
        while server.requests.isEmpty, ContinuousClock.now - start < .seconds(10) {
            try await Task.sleep(for: .milliseconds(5))
        }
        request.cancel()

        await #expect(throws: HTTPClientError.cancelled(path: "/slow")) { try await request.value }
        #expect(ContinuousClock.now - start < .seconds(10))
    }

    @Test("a connection closed without a reply is retried")
    func droppedConnectionIsRetried() async throws {
        let server = try LocalHTTPServer(replies: [.dropConnection, .json("[]")])
        defer { server.stop() }

        let response = try await URLSessionHTTPClient.testing(server).send(.get("/products"))

        #expect(response.status == 200)
        #expect(server.requests.count == 2)
    }

    @Test("a body larger than the limit gives .tooLarge")
    func oversizedBody() async throws {
        let server = try LocalHTTPServer(always: .text(String(repeating: "x", count: 5_000)))
        defer { server.stop() }

        await #expect(throws: HTTPClientError.tooLarge(path: "/big", limit: 1_000)) {
            try await URLSessionHTTPClient.testing(server, maxBodyBytes: 1_000).send(.get("/big"))
        }
    }

    @Test("a base URL with a path prefix keeps it")
    func baseURLPrefix() async throws {
        let server = try LocalHTTPServer(always: .json("{}"))
        defer { server.stop() }
        let client = URLSessionHTTPClient(
            baseURL: server.baseURL.appendingPathComponent("api/v3"), timeout: 30, clock: .continuous, random: { 0.5 })

        _ = try await client.send(.get("/ping"))

        #expect(server.requests.map(\.path) == ["/api/v3/ping"])
    }
}
