import CatalogDomain
import CatalogTesting
import DomainCore
import HomeDomain
import MarketsDomain
import MarketsTesting
import Testing

@Suite("LoadDashboard")
struct LoadDashboardTests {
    /// A source of the dashboard, to make each one fail in turn.
    enum Source: String, CaseIterable, CustomTestStringConvertible {
        case catalog, cart, todos, markets

        var testDescription: String { rawValue }
    }

    private static let failure = DomainError.storage(path: "/data", cause: .system(detail: "permission denied"))

    @Test("every tile sums up its feature through the feature's use cases")
    func everyTile() async {
        let fakes = FeatureFakes()

        let dashboard = await fakes.loadDashboard()

        #expect(dashboard == FeatureFakes.expected)
    }

    @Test("the catalog tile asks for one product only, for the total, and for the categories")
    func catalogCalls() async throws {
        let fakes = FeatureFakes()

        _ = await fakes.loadDashboard()

        let onePage = try PageRequest(page: 1, size: 1)
        #expect(Set(await fakes.products.calls) == [.products(page: onePage, category: nil), .categories])
        #expect(await fakes.todos.calls == [.todos])
        #expect(await fakes.markets.calls == [.snapshot(forceRefresh: false)])
    }

    @Test("a failing source leaves only its own tile unavailable, with its error", arguments: Source.allCases)
    func oneSourceFails(source: Source) async {
        let fakes = FeatureFakes()
        var expected = FeatureFakes.expected
        switch source {
        case .catalog:
            await fakes.products.fail(.products, with: Self.failure)
            expected.catalog = .failure(Self.failure)
        case .cart:
            fakes.cart.fail(with: Self.failure)
            expected.cart = .failure(Self.failure)
        case .todos:
            await fakes.todos.fail(.todos, with: Self.failure)
            expected.todos = .failure(Self.failure)
        case .markets:
            await fakes.markets.fail(.snapshot, with: Self.failure)
            expected.markets = .failure(Self.failure)
        }

        let dashboard = await fakes.loadDashboard()

        #expect(dashboard == expected)
    }

    @Test("every source failing still gives a dashboard, each tile with its own error")
    func everySourceFails() async {
        let fakes = FeatureFakes()
        let unavailable = DomainError.unavailable(service: "markets", cause: .status(code: 503, path: "/"))
        await fakes.products.fail(.categories, with: Self.failure)
        fakes.cart.fail(
            with: .corruptData(source: .file("cart.json"), flaw: .undecodable(detail: "not JSON"), keptAside: nil))
        await fakes.todos.fail(
            .todos,
            with: .corruptData(source: .file("todos.json"), flaw: .undecodable(detail: "not JSON"), keptAside: nil))
        await fakes.markets.fail(.snapshot, with: unavailable)

        let dashboard = await fakes.loadDashboard()

        #expect(
            dashboard
                == Dashboard(
                    catalog: .failure(Self.failure),
                    cart: .failure(
                        .corruptData(source: .file("cart.json"), flaw: .undecodable(detail: "not JSON"), keptAside: nil)
                    ),
                    todos: .failure(
                        .corruptData(
                            source: .file("todos.json"), flaw: .undecodable(detail: "not JSON"), keptAside: nil)),
                    markets: .failure(unavailable)
                ))
    }

    @Test(
        "the top mover keeps how current its snapshot is",
        arguments: [
            (Freshness.fresh, PriceFreshness.live),
            (
                .stale(age: 720, cause: .transport(.noConnection(server: "api.example:443"))),
                .cached(age: 720, cause: .transport(.noConnection(server: "api.example:443")))
            ),
            (.bundled(fallbackCause: nil), .bundled(fallbackCause: nil)),
            (
                .bundled(fallbackCause: .status(code: 500, path: "/coins/markets")),
                .bundled(fallbackCause: .status(code: 500, path: "/coins/markets"))
            ),
        ])
    func moverFreshness(freshness: Freshness, expected: PriceFreshness) async {
        var snapshot = CoinFixtures.snapshot
        snapshot.freshness = freshness
        let fakes = FeatureFakes(snapshot: snapshot)

        let dashboard = await fakes.loadDashboard()

        #expect(dashboard.markets == .success(MarketsSummary(topMover: FeatureFakes.lunarDust(expected))))
        #expect(expected.isStale == (freshness != .fresh))
    }

    @Test("a snapshot where no coin has a 24-hour change gives a markets tile without a mover")
    func noMover() async {
        let snapshot = CoinFixtures.snapshot([CoinFixtures.newcomer])
        let fakes = FeatureFakes(snapshot: snapshot)

        let dashboard = await fakes.loadDashboard()

        #expect(dashboard.markets == .success(MarketsSummary(topMover: nil)))
    }

    @Test("the sources load at the same time: the other tiles are asked while the catalog is held")
    func concurrent() async {
        let fakes = FeatureFakes()
        await fakes.products.hold()

        let loading = Task { await fakes.loadDashboard() }
        await fakes.products.waitUntilSuspended(count: 2)
        let othersAsked = await Self.eventually {
            let todosCalls = await fakes.todos.calls
            let marketsCalls = await fakes.markets.calls
            return todosCalls == [.todos] && marketsCalls == [.snapshot(forceRefresh: false)]
        }
        await fakes.products.release()
        let dashboard = await loading.value

        #expect(othersAsked)
        #expect(dashboard == FeatureFakes.expected)
    }

    /// Whether `condition` holds within a bounded number of turns of the scheduler (no clock involved).
    private static func eventually(_ condition: () async -> Bool) async -> Bool {
        for _ in 0..<10_000 {
            if await condition() { return true }
            await Task.yield()
        }
        return false
    }
}
