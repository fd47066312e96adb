// `Observations` (SE-0475) arrived in Swift 6.2; the oldest Swift the manifests claim (6.1) builds without it.
#if compiler(>=6.2)
    import Observation
    import PresentationCore
    import Testing

    /// A store's state as an async sequence: `Observations { store.<part> }` yields the part each time it
    /// changes, and nothing when only another part does (the store reports changes property by property).
    @MainActor
    @Suite("Store observations")
    struct StoreObservationsTests {
        private func makeStore() -> Store<SearchFeature.State, SearchFeature.Action> {
            Store(
                initialState: SearchFeature.State(),
                reducer: SearchFeature(search: { [$0 + " result"] }, fetchDetail: { [$0] })
            )
        }

        @Test("each distinct value of the part, in order")
        @available(macOS 26, iOS 26, *)
        func eachDistinctValue() async {
            let store = makeStore()
            var queries = Observations { store.query }.makeAsyncIterator()

            #expect(await queries.next() == "")
            store.send(.queryChanged("red"))
            #expect(await queries.next() == "red")
            store.send(.queryChanged("red lamp"))
            #expect(await queries.next() == "red lamp")
        }

        @Test("no repeat when only another part changes, or nothing does")
        @available(macOS 26, iOS 26, *)
        func noRepeats() async {
            let store = makeStore()
            var queries = Observations { store.query }.makeAsyncIterator()
            #expect(await queries.next() == "")

            store.send(.counter(.increment))
            store.send(.queryChanged(""))
            // A change seen here would end the wait at once with "" again; only the next query may end it.
            let next = Task { await queries.next() }
            await Task.yield()
            store.send(.queryChanged("lamp"))

            #expect(await next.value == "lamp")
        }
    }
#endif
