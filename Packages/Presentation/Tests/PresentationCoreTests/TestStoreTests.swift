import PresentationCore
import PresentationTesting
import Testing

/// `TestStore` accepts tests that assert every state change and every received action.
@MainActor
@Suite("TestStore, passing tests")
struct TestStoreTests {
    private let requests = RequestLine()

    private func makeSearchStore() -> TestStore<SearchFeature.State, SearchFeature.Action> {
        let requests = requests
        return TestStore(
            initialState: SearchFeature.State(),
            reducer: SearchFeature(
                search: { try await requests.fetch("search:" + $0) },
                fetchDetail: { try await requests.fetch("detail:" + $0) }
            )
        )
    }

    @Test("a send whose state change is asserted passes")
    func sendWithAssertion() async {
        let store = TestStore(initialState: Counter.State(), reducer: Counter())

        await store.send(.increment) { $0.count = 1 }

        await store.finish()
    }

    @Test("actions chained with .send are received in order")
    func receiveChainedSends() async {
        let store = TestStore(initialState: Counter.State(), reducer: Counter())

        await store.send(.incrementTwice)
        await store.receive(.increment) { $0.count = 1 }
        await store.receive(.increment) { $0.count = 2 }

        await store.finish()
    }

    @Test("a search is asserted from query to response")
    func searchFlow() async {
        let store = makeSearchStore()

        await store.send(.queryChanged("a")) {
            $0.query = "a"
            $0.isSearching = true
        }
        await requests.waitUntilRequested("search:a")
        await requests.respond(to: "search:a", with: ["apple"])
        await store.receive(.searchResponse(query: "a", results: ["apple"])) {
            $0.isSearching = false
            $0.results = ["apple"]
        }

        await store.finish()
    }

    @Test("after a newer search, only its response is received")
    func newerSearchInTestStore() async {
        let store = makeSearchStore()
        await store.send(.queryChanged("a")) {
            $0.query = "a"
            $0.isSearching = true
        }
        await requests.waitUntilRequested("search:a")

        await store.send(.queryChanged("ab")) { $0.query = "ab" }
        await requests.waitUntilCancelled("search:a")
        await requests.respond(to: "search:ab", with: ["abacus"])

        await store.receive(.searchResponse(query: "ab", results: ["abacus"])) {
            $0.isSearching = false
            $0.results = ["abacus"]
        }
        await store.finish()
    }

    @Test("presenting and dismissing a child is asserted like any state change")
    func presentAndDismiss() async {
        let store = makeSearchStore()

        await store.send(.select("apple")) { $0.detail = Detail.State(name: "apple") }
        await store.send(.detail(.load)) { $0.detail?.isLoading = true }
        await store.send(.dismiss) { $0.detail = nil }

        await store.finish()
    }

    @Test("with exhaustivity off, a partial assertion passes and earlier received actions are skipped")
    func exhaustivityOff() async {
        let store = TestStore(initialState: SearchFeature.State(), reducer: makeInstantSearch())
        store.exhaustivity = .off

        await store.send(.counter(.incrementTwice))
        await store.send(.queryChanged("a")) { $0.isSearching = true }
        await store.receive(.searchResponse(query: "a", results: ["a!"])) { $0.results = ["a!"] }

        await store.finish()
        #expect(store.state.counter.count == 2)
    }

    @Test("skipReceivedActions drops received actions that a test does not care about")
    func skipReceived() async {
        let store = TestStore(initialState: Counter.State(), reducer: Counter())

        await store.send(.incrementTwice)
        await store.skipReceivedActions()

        await store.send(.decrement) { $0.count = 1 }
        await store.finish()
    }

    private func makeInstantSearch() -> SearchFeature {
        SearchFeature(search: { [$0 + "!"] }, fetchDetail: { _ in [] })
    }
}
