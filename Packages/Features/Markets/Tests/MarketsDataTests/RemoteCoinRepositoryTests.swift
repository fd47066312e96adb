import DataCore
import DataTesting
import DomainCore
import DomainTesting
import Foundation
import MarketsDomain
import Testing

@testable import MarketsData

/// The remote repository against a real local HTTP server, so URLs, status codes and bodies are the real
/// thing, with a date moved by hand for the cache and a real file for the saved copy.
@Suite("RemoteCoinRepository")
final class RemoteCoinRepositoryTests {
    private let dates = ManualDateGenerator()
    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    deinit {
        folder.remove()
    }

    private var cacheFile: URL { folder.file("markets.json") }

    private func repository(
        _ server: LocalHTTPServer, saving: Bool = true, fallback: BundledCoinRepository? = nil
    ) -> RemoteCoinRepository {
        let client = URLSessionHTTPClient(
            baseURL: server.baseURL.appendingPathComponent("api/v3"), timeout: 5, retryPolicy: .none,
            clock: .continuous,
            random: { 0.5 })
        return RemoteCoinRepository(
            client: client, cacheFile: saving ? cacheFile : nil, fallback: fallback, dates: dates.generator)
    }

    private func unavailable(_ error: any Error, causeContaining text: String) -> Bool {
        guard case let DomainError.unavailable(service, cause) = error else { return false }
        return service == "markets" && String(describing: cause).contains(text)
    }

    // MARK: - Fetching and caching

    @Test("asks for the top 100 coins by market cap in US dollars under the base URL's path")
    func request() async throws {
        let server = try LocalHTTPServer(always: .json(CoinGeckoBodies.markets))
        defer { server.stop() }

        _ = try await repository(server).snapshot(forceRefresh: false)

        #expect(server.requests.map(\.path) == ["/api/v3/coins/markets"])
        #expect(
            server.requests.first?.query == [
                "vs_currency": "usd", "order": "market_cap_desc", "per_page": "100", "page": "1",
            ])
    }

    @Test("a fresh answer is mapped, dated by the dates and marked fresh")
    func fresh() async throws {
        let server = try LocalHTTPServer(always: .json(CoinGeckoBodies.markets))
        defer { server.stop() }

        let snapshot = try await repository(server).snapshot(forceRefresh: false)

        #expect(snapshot.coins.map(\.id) == ["bitcoin", "tiny-shiba", "fresh-mint"])
        #expect(snapshot.coins[1].price == Decimal(string: "0.00000123", locale: Locale(identifier: "en_US_POSIX")))
        #expect(snapshot.fetchedAt == dates.now)
        #expect(snapshot.freshness == .fresh)
        #expect(snapshot.currency == .usd)
    }

    @Test("within the five minutes the cached copy is served without a second request")
    func cachedWithinTTL() async throws {
        let server = try LocalHTTPServer(replies: [.json(CoinGeckoBodies.markets), .json(CoinGeckoBodies.marketsLater)])
        defer { server.stop() }
        let repository = repository(server)
        let first = try await repository.snapshot(forceRefresh: false)

        dates.advance(by: 299)
        let second = try await repository.snapshot(forceRefresh: false)

        #expect(server.requests.count == 1)
        #expect(second == first)
    }

    @Test("after five minutes the coins are fetched again")
    func expiredRefetches() async throws {
        let server = try LocalHTTPServer(replies: [.json(CoinGeckoBodies.markets), .json(CoinGeckoBodies.marketsLater)])
        defer { server.stop() }
        let repository = repository(server)
        _ = try await repository.snapshot(forceRefresh: false)

        dates.advance(by: 300)
        let second = try await repository.snapshot(forceRefresh: false)

        #expect(server.requests.count == 2)
        #expect(second.coins.map(\.price) == [Decimal(string: "70001.5", locale: Locale(identifier: "en_US_POSIX"))])
        #expect(second.fetchedAt == dates.now)
        #expect(second.freshness == .fresh)
    }

    @Test("a forced refresh bypasses a fresh cache")
    func refreshBypassesCache() async throws {
        let server = try LocalHTTPServer(replies: [.json(CoinGeckoBodies.markets), .json(CoinGeckoBodies.marketsLater)])
        defer { server.stop() }
        let repository = repository(server)
        _ = try await repository.snapshot(forceRefresh: false)

        let refreshed = try await repository.snapshot(forceRefresh: true)

        #expect(server.requests.count == 2)
        #expect(refreshed.coins.map(\.id) == ["bitcoin"])
        #expect(refreshed.freshness == .fresh)
    }

    // MARK: - Falling back to an earlier copy

    @Test(
        "when the server fails, the cached copy is shown stale with its age and the cause",
        arguments: [
            (
                LocalHTTPServer.Reply.json(CoinGeckoBodies.rateLimited, status: 429),
                #"status(code: 429, path: "/coins/markets")"#
            ),
            (.json(#"{"error": "boom"}"#, status: 500), #"status(code: 500, path: "/coins/markets")"#),
            (.status(404), #"status(code: 404, path: "/coins/markets")"#),
            (.text("<html>Maintenance</html>", contentType: "text/html"), #"contentType("text/html""#),
            (.json(#"[{"id": "a", "symbol": "a"}]"#), #"field: Optional("name"), container: Optional("[0]")"#),
            (
                .json(#"[{"id": "a", "symbol": "a", "name": "A", "current_price": -5}]"#),
                #"Record(kind: "listedCoin", position: Optional(1), id: Optional("a"))), field: "price""#
            ),
            (
                .json(#"[{"id": "a", "symbol": "a", "name": "A"}, {"id": "A", "symbol": "b", "name": "B"}]"#),
                #"Record(kind: "coin", position: Optional(2), id: nil)), field: "id""#
            ),
        ])
    func staleAfterFailure(reply: LocalHTTPServer.Reply, causeContaining expected: String) async throws {
        let server = try LocalHTTPServer(replies: [.json(CoinGeckoBodies.markets), reply])
        defer { server.stop() }
        let repository = repository(server)
        let fetched = try await repository.snapshot(forceRefresh: false)

        dates.advance(by: 720)
        let shown = try await repository.snapshot(forceRefresh: true)

        #expect(shown.coins == fetched.coins)
        #expect(shown.fetchedAt == fetched.fetchedAt)
        guard case let .stale(age, cause) = shown.freshness else {
            Issue.record("expected a stale copy, got \(shown.freshness)")
            return
        }
        #expect(age == 720)
        #expect(String(describing: cause).contains(expected), "\(cause)")
    }

    @Test("a server that refuses the connection leaves the cached copy marked with that cause, not offline")
    func staleWhenOffline() async throws {
        let server = try LocalHTTPServer(always: .json(CoinGeckoBodies.markets))
        let repository = repository(server)
        _ = try await repository.snapshot(forceRefresh: false)
        server.stop()

        dates.advance(by: 400)
        let shown = try await repository.snapshot(forceRefresh: false)

        #expect(
            shown.freshness
                == .stale(age: 400, cause: .transport(.refused(server: "127.0.0.1:\(server.baseURL.port ?? 0)"))))
    }

    @Test("a cancelled refresh is not called offline and shows no copy: it ends, and nobody waits for it")
    func cancelledRefresh() async throws {
        let replies = LocalHTTPServer.Reply.json(CoinGeckoBodies.markets)
        let server = try LocalHTTPServer(replies: [replies, replies.delayed(by: .seconds(20))])
        defer { server.stop() }
        let repository = repository(server)
        _ = try await repository.snapshot(forceRefresh: false)

        let refresh = Task { try await repository.snapshot(forceRefresh: true) }
        let start = ContinuousClock.now
        while server.requests.count < 2, ContinuousClock.now - start < .seconds(10) {
            try await Task.sleep(for: .milliseconds(5))
        }
        refresh.cancel()

        let outcome = await refresh.result
        guard case let .failure(error) = outcome else {
            Issue.record("a cancelled refresh returned \(outcome)")
            return
        }
        #expect(error as? DomainError == .cancelled)
    }

    @Test("with nothing cached, saved or bundled, a failure is the service being unavailable")
    func nothingToShow() async throws {
        let server = try LocalHTTPServer(always: .json(CoinGeckoBodies.rateLimited, status: 429))
        defer { server.stop() }

        await #expect {
            try await repository(server).snapshot(forceRefresh: false)
        } throws: { error in
            unavailable(error, causeContaining: #"status(code: 429, path: "/coins/markets")"#)
        }
    }

    @Test("a body that does not decode is unavailable, naming the field and the record")
    func malformedRecordWithoutCopy() async throws {
        let server = try LocalHTTPServer(
            always: .json(#"[{"id": "a", "symbol": "a", "name": "A"}, {"id": "b", "symbol": "b", "name": 7}]"#))
        defer { server.stop() }

        await #expect {
            try await repository(server).snapshot(forceRefresh: false)
        } throws: { error in
            unavailable(error, causeContaining: #"field: Optional("name"), container: Optional("[1]")"#)
        }
    }

    @Test("a coin the entities refuse, with nothing to fall back to, is corrupt data naming the path and the coin")
    func refusedCoinWithoutCopy() async throws {
        let server = try LocalHTTPServer(
            always: .json(#"[{"id": "a", "symbol": "a", "name": "A", "current_price": -5}]"#))
        defer { server.stop() }

        await #expect(
            throws: DomainError.corruptData(
                source: .service("markets", path: "/coins/markets"),
                flaw: .breaksRule(
                    record: .init("listedCoin", position: 1, id: "a"), field: "price",
                    rule: .outOfRange(-5, minimum: 0, maximum: nil)),
                keptAside: nil)
        ) {
            try await repository(server).snapshot(forceRefresh: false)
        }
    }

    @Test(
        "a valid number that does not fit is named with its field, its coin's place and id",
        arguments: [
            (
                #""market_cap_rank": 1180591620717411303424"#,
                #"field: Optional("market_cap_rank"), container: Optional("[1]"), id: Optional("b"), source: Optional("/coins/markets"), problem: DomainCore.DomainError.Decoding.Problem.outOfRange("1180591620717411303424")"#
            ),
            (
                #""current_price": 1e300"#,
                #"field: Optional("current_price"), container: Optional("[1]"), id: Optional("b"), source: Optional("/coins/markets"), problem: DomainCore.DomainError.Decoding.Problem.outOfRange("1e+300")"#
            ),
        ])
    func valueOutOfRange(field: String, cause: String) async throws {
        let body = #"[{"id": "a", "symbol": "a", "name": "A"}, {"id": "b", "symbol": "b", "name": "B", "# + field + "}]"
        let server = try LocalHTTPServer(always: .json(body))
        defer { server.stop() }

        await #expect {
            try await repository(server).snapshot(forceRefresh: false)
        } throws: { error in
            unavailable(error, causeContaining: cause)
        }
    }

    @Test("an unreadable last_updated, with nothing to fall back to, is corrupt data naming the coin")
    func unreadableDate() async throws {
        let server = try LocalHTTPServer(
            always: .json(
                #"[{"id": "a", "symbol": "a", "name": "A"}, {"id": "b", "symbol": "b", "name": "B", "last_updated": "soon"}]"#
            ))
        defer { server.stop() }

        await #expect(
            throws: DomainError.corruptData(
                source: .service("markets", path: "/coins/markets"),
                flaw: .breaksRule(
                    record: .init("listedCoin", position: 2, id: "b"), field: "lastUpdated",
                    rule: .malformed("soon", expected: .timestamp)),
                keptAside: nil)
        ) {
            try await repository(server).snapshot(forceRefresh: false)
        }
    }

    @Test("with nothing cached or saved, the bundled snapshot stands in, marked with the reason")
    func bundledFallback() async throws {
        let server = try LocalHTTPServer(always: .json(CoinGeckoBodies.rateLimited, status: 429))
        defer { server.stop() }
        let bundled = BundledCoinRepository()

        let shown = try await repository(server, fallback: bundled).snapshot(forceRefresh: false)

        #expect(shown.freshness == .bundled(fallbackCause: .status(code: 429, path: "/coins/markets")))
        let snapshot = try bundled.snapshot.value()
        #expect(shown.coins == snapshot.coins)
        #expect(shown.fetchedAt == snapshot.fetchedAt)
    }

    @Test("an earlier copy is preferred to the bundled snapshot")
    func copyBeatsBundle() async throws {
        let server = try LocalHTTPServer(replies: [.json(CoinGeckoBodies.markets), .status(500)])
        defer { server.stop() }
        let repository = repository(server, fallback: BundledCoinRepository())
        _ = try await repository.snapshot(forceRefresh: false)

        let shown = try await repository.snapshot(forceRefresh: true)

        #expect(shown.freshness == .stale(age: 0, cause: .status(code: 500, path: "/coins/markets")))
        #expect(shown.coins.count == 3)
    }

    // MARK: - The saved copy

    @Test("the last good answer is saved in markets.json and used by a new repository when offline")
    func savedCopyAcrossInstances() async throws {
        let server = try LocalHTTPServer(always: .json(CoinGeckoBodies.markets))
        let fetched = try await repository(server).snapshot(forceRefresh: false)
        server.stop()
        #expect(FileManager.default.fileExists(atPath: cacheFile.path))

        dates.advance(by: 3600)
        let shown = try await repository(server).snapshot(forceRefresh: false)

        #expect(shown.coins == fetched.coins)
        #expect(abs(shown.fetchedAt.timeIntervalSince(fetched.fetchedAt)) < 0.001)
        guard case let .stale(age, cause) = shown.freshness else {
            Issue.record("expected a stale copy, got \(shown.freshness)")
            return
        }
        #expect(abs(age - 3600) < 0.001)
        guard case .transport(.refused) = cause else {
            Issue.record("expected a refused connection, got \(cause)")
            return
        }
    }

    @Test("a coin is found in the saved copy when offline, marked stale")
    func coinFromSavedCopy() async throws {
        let server = try LocalHTTPServer(always: .json(CoinGeckoBodies.markets))
        _ = try await repository(server).snapshot(forceRefresh: false)
        server.stop()

        let quote = try await repository(server).coin(id: "tiny-shiba")

        #expect(quote.coin.name == "Tiny Shiba")
        #expect(quote.freshness.isStale)
    }

    @Test("without a cache file nothing is written and nothing survives the instance")
    func noCacheFile() async throws {
        let server = try LocalHTTPServer(always: .json(CoinGeckoBodies.markets))
        _ = try await repository(server, saving: false).snapshot(forceRefresh: false)
        server.stop()

        await #expect(throws: DomainError.self) {
            try await repository(server, saving: false).snapshot(forceRefresh: false)
        }
        #expect(try folder.names().isEmpty)
    }

    @Test("an unreadable saved copy is not shown; it is kept aside and replaced by the next good answer")
    func corruptSavedCopy() async throws {
        try Data("{not json".utf8).write(to: cacheFile)
        let dead = try LocalHTTPServer(always: .status(500))
        await #expect(throws: DomainError.self) {
            try await repository(dead).snapshot(forceRefresh: false)
        }
        dead.stop()
        let server = try LocalHTTPServer(always: .json(CoinGeckoBodies.markets))
        defer { server.stop() }

        _ = try await repository(server).snapshot(forceRefresh: false)

        #expect(try folder.names().contains { $0.hasPrefix("markets.json.corrupt-") })
        let reread = try await repository(dead).snapshot(forceRefresh: false)
        #expect(reread.coins.count == 3)
        #expect(reread.freshness.isStale)
    }

    @Test("a coin not in the list is not found; one in it is found ignoring case")
    func coinLookup() async throws {
        let server = try LocalHTTPServer(always: .json(CoinGeckoBodies.markets))
        defer { server.stop() }
        let repository = repository(server)

        #expect(try await repository.coin(id: "BITCOIN").coin.id == "bitcoin")
        await #expect(throws: DomainError.notFound(entity: "coin", id: "dogecoin")) {
            try await repository.coin(id: "dogecoin")
        }
        #expect(server.requests.count == 1)
    }
}
