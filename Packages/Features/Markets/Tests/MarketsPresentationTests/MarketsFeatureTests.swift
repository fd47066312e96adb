import DomainCore
import MarketsDomain
import MarketsTesting
import PresentationTesting
import Testing

@testable import MarketsPresentation

@MainActor
@Suite("MarketsFeature")
struct MarketsFeatureTests {
    private func makeStore(_ repository: FakeCoinRepository) -> TestStore<
        MarketsFeature.State, MarketsFeature.Action
    > {
        TestStore(initialState: MarketsFeature.State(), reducer: MarketsFeature.over(repository))
    }

    private func sorted(_ ids: [String], _ snapshot: MarketSnapshot = CoinFixtures.snapshot) -> MarketSnapshot {
        CoinFixtures.snapshot(
            ids.compactMap { id in snapshot.coins.first { $0.id == id } }, fetchedAt: snapshot.fetchedAt,
            freshness: snapshot.freshness)
    }

    @Test("listing shows a loading state, then the coins by rank")
    func listByRank() async {
        let store = makeStore(FakeCoinRepository())

        await store.send(.list(sort: .rank)) { $0.markets = .loading }
        await store.receive(.marketsLoaded(.success(CoinFixtures.snapshot))) {
            $0.markets = .loaded(CoinFixtures.snapshot)
        }
        await store.finish()
    }

    @Test("listing by change keeps the order chosen and sorts biggest gain first")
    func listByChange() async {
        let repository = FakeCoinRepository()
        let store = makeStore(repository)
        let expected = sorted(["tiny-shiba", "bitcoin", "ethereum", "lunar-dust", "fresh-mint"])

        await store.send(.list(sort: .change)) {
            $0.sort = .change
            $0.markets = .loading
        }
        await store.receive(.marketsLoaded(.success(expected))) { $0.markets = .loaded(expected) }
        await store.finish()
        #expect(await repository.calls == [.snapshot(forceRefresh: false)])
    }

    @Test("refresh forces a new fetch and keeps the current order")
    func refreshKeepsSort() async {
        let later = CoinFixtures.snapshot(
            [CoinFixtures.bitcoin, CoinFixtures.tiny], fetchedAt: CoinFixtures.fetchedAt.addingTimeInterval(600))
        let repository = FakeCoinRepository(refreshedSnapshot: later)
        let store = makeStore(repository)
        let first = sorted(["bitcoin", "ethereum", "lunar-dust", "tiny-shiba", "fresh-mint"])
        let refreshed = sorted(["bitcoin", "tiny-shiba"], later)

        await store.send(.list(sort: .price)) {
            $0.sort = .price
            $0.markets = .loading
        }
        await store.receive(.marketsLoaded(.success(first))) { $0.markets = .loaded(first) }
        await store.send(.refresh) { $0.markets = .refreshing(first) }
        await store.receive(.marketsLoaded(.success(refreshed))) { $0.markets = .loaded(refreshed) }
        await store.finish()
        #expect(await repository.calls == [.snapshot(forceRefresh: false), .snapshot(forceRefresh: true)])
    }

    @Test("a failing repository ends in the failed state with its error")
    func failure() async {
        let error = DomainError.unavailable(
            service: "markets", cause: .status(code: 429, path: "/coins/markets"))
        let repository = FakeCoinRepository()
        await repository.fail(.snapshot, with: error)
        let store = makeStore(repository)

        await store.send(.list(sort: .rank)) { $0.markets = .loading }
        await store.receive(.marketsLoaded(.failure(error))) { $0.markets = .failed(error) }
        await store.finish()
        #expect(store.state.screen(in: .english).failure?.kind == .unavailable)
    }

    @Test("showing a coin presents its details, loaded through the use case")
    func showCoin() async throws {
        let store = makeStore(FakeCoinRepository())
        let quote = try #require(CoinFixtures.snapshot.quote(forCoinID: "tiny-shiba"))

        await store.send(.show(coinID: "tiny-shiba")) { $0.detail = CoinDetailFeature.State(coinID: "tiny-shiba") }
        await store.receive(.detail(.load)) { $0.detail?.quote = .loading }
        await store.receive(.detail(.loaded(.success(quote)))) { $0.detail?.quote = .loaded(quote) }
        await store.finish()
        #expect(store.state.screen(in: .english).title == "Tiny Shiba (TSHIB)")
    }

    @Test("an unknown coin fails as not found, and dismissing returns to the list")
    func unknownCoin() async {
        let store = makeStore(FakeCoinRepository())
        let error = DomainError.notFound(entity: "coin", id: "dogecoin")

        await store.send(.show(coinID: "dogecoin")) { $0.detail = CoinDetailFeature.State(coinID: "dogecoin") }
        await store.receive(.detail(.load)) { $0.detail?.quote = .loading }
        await store.receive(.detail(.loaded(.failure(error)))) { $0.detail?.quote = .failed(error) }
        #expect(
            store.state.screen(in: .english).failure == .init(kind: .notFound, message: "No coin with id dogecoin."))
        await store.send(.dismissDetail) { $0.detail = nil }
        await store.finish()
        #expect(store.state.screen(in: .english).title == "Markets")
    }

    @Test("listing again closes a presented coin")
    func listClosesDetail() async throws {
        let store = makeStore(FakeCoinRepository())
        let quote = try #require(CoinFixtures.snapshot.quote(forCoinID: "bitcoin"))

        await store.send(.show(coinID: "bitcoin")) { $0.detail = CoinDetailFeature.State(coinID: "bitcoin") }
        await store.receive(.detail(.load)) { $0.detail?.quote = .loading }
        await store.receive(.detail(.loaded(.success(quote)))) { $0.detail?.quote = .loaded(quote) }
        await store.send(.list(sort: .rank)) {
            $0.detail = nil
            $0.markets = .loading
        }
        await store.receive(.marketsLoaded(.success(CoinFixtures.snapshot))) {
            $0.markets = .loaded(CoinFixtures.snapshot)
        }
        await store.finish()
    }

    @Test("a stale copy loads like any snapshot, and its screen says it is stale")
    func staleCopy() async {
        let repository = FakeCoinRepository(snapshot: CoinFixtures.staleSnapshot)
        let store = makeStore(repository)

        await store.send(.list(sort: .rank)) { $0.markets = .loading }
        await store.receive(.marketsLoaded(.success(CoinFixtures.staleSnapshot))) {
            $0.markets = .loaded(CoinFixtures.staleSnapshot)
        }
        await store.finish()
        #expect(store.state.screen(in: .english).status == .stale(reason: "cached 12 min ago, offline"))
    }
}
