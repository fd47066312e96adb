import PresentationCore
import Testing

/// The store's contract, exercised through the example features of the test target.
@MainActor
@Suite("Store")
struct StoreTests {
    private let requests = RequestLine()

    private func makeSearchStore() -> Store<SearchFeature.State, SearchFeature.Action> {
        let requests = requests
        return Store(
            initialState: SearchFeature.State(),
            reducer: SearchFeature(
                search: { try await requests.fetch("search:" + $0) },
                fetchDetail: { try await requests.fetch("detail:" + $0) }
            )
        )
    }

    @Test("send reduces the action into the state immediately")
    func sendChangesState() {
        let store = Store(initialState: Counter.State(), reducer: Counter())

        store.send(.increment)

        #expect(store.state.count == 1)
    }

    @Test(".send effects are reduced synchronously, right after the action that returned them")
    func sendEffectsChain() {
        let store = Store(initialState: Counter.State(), reducer: Counter())

        store.send(.incrementTwice)

        #expect(store.state.count == 2)
    }

    @Test(".send effects are reduced in order, after the actions queued before them")
    func sendEffectsOrder() {
        let store = Store(initialState: [String](), reducer: OrderLog())

        store.send("a")

        #expect(store.state == ["a", "b", "c", "b.1"])
    }

    @Test(".run effects feed actions back, and finish() waits for them")
    func runFeedsBack() async {
        let store = Store(initialState: Counter.State(), reducer: Counter())

        await store.send(.incrementLater).finish()

        #expect(store.state.count == 1)
    }

    @Test("finish() waits for effects started by actions that effects fed back, transitively")
    func finishIsTransitive() async {
        let store = Store(initialState: [String](), reducer: Relay())

        await store.send("start").finish()

        #expect(store.state == ["start", "step 1", "step 2", "done"])
    }

    @Test("a newer search cancels the older request and shows only the newer results")
    func newerSearchCancelsOlder() async {
        let store = makeSearchStore()

        store.send(.queryChanged("a"))
        await requests.waitUntilRequested("search:a")
        let newer = store.send(.queryChanged("ab"))
        await requests.waitUntilCancelled("search:a")
        await requests.respond(to: "search:ab", with: ["abacus"])
        await newer.finish()

        #expect(store.state.results == ["abacus"])
        #expect(store.state.isSearching == false)
    }

    @Test("clearing the query cancels the search in flight with .cancel(id:)")
    func clearingQueryCancelsSearch() async {
        let store = makeSearchStore()
        store.send(.queryChanged("a"))
        await requests.waitUntilRequested("search:a")

        store.send(.queryChanged(""))

        await requests.waitUntilCancelled("search:a")
        #expect(store.state.isSearching == false)
    }

    @Test("an action sent by an effect after it was cancelled is dropped")
    func lateActionOfCancelledEffectIsDropped() async {
        let gate = Gate()
        let sent = Gate()
        let store = Store(initialState: 0, reducer: LateSender(gate: gate, sent: sent))

        store.send(.start)
        store.send(.stop)
        await gate.open()
        await sent.wait()

        #expect(store.state == 0)
    }

    @Test("StoreTask.cancel() cancels the effects of that send")
    func storeTaskCancel() async {
        let store = makeSearchStore()
        let task = store.send(.queryChanged("a"))
        await requests.waitUntilRequested("search:a")

        task.cancel()
        await task.finish()

        #expect(task.isCancelled)
        await requests.waitUntilCancelled("search:a")
    }

    @Test("a scoped store reads its part of the parent's state and sends through the parent")
    func scopedStore() async {
        let store = makeSearchStore()
        let counter = store.scope(state: \.counter, action: ActionPath.counter)

        counter.send(.increment)
        await counter.send(.incrementLater).finish()

        #expect(counter.state.count == 2)
        #expect(store.state.counter.count == 2)
    }

    @Test("setting optional child state presents the child, which then handles its own actions")
    func ifLetPresents() async {
        let store = makeSearchStore()

        store.send(.select("apple"))
        let load = store.send(.detail(.load))
        await requests.waitUntilRequested("detail:apple")
        await requests.respond(to: "detail:apple", with: ["red"])
        await load.finish()

        #expect(store.state.detail == Detail.State(name: "apple", info: ["red"], isLoading: false))
    }

    @Test("dismissing a presented child cancels its in-flight effects")
    func ifLetDismissCancels() async {
        let store = makeSearchStore()
        store.send(.select("apple"))
        let load = store.send(.detail(.load))
        await requests.waitUntilRequested("detail:apple")

        store.send(.dismiss)
        await load.finish()

        await requests.waitUntilCancelled("detail:apple")
        #expect(store.state.detail == nil)
    }

    @Test("replacing a presented child with another cancels the first one's work and drops its late answer")
    func ifLetReplacementCancels() async {
        let store = makeSearchStore()
        store.send(.select("apple"))
        let load = store.send(.detail(.load))
        await requests.waitUntilRequested("detail:apple")

        store.send(.select("pear"))
        await requests.respond(to: "detail:apple", with: ["red"])
        await load.finish()

        #expect(store.state.detail == Detail.State(name: "pear"))
    }

    @Test("two presented children of one type keep their own effects, though both use Detail's cancel id")
    func ifLetInstancesDoNotShareCancelIDs() async {
        let requests = requests
        let store = Store(
            initialState: PairFeature.State(), reducer: PairFeature(fetch: { try await requests.fetch("pair:" + $0) }))
        store.send(.show(left: "apple", right: "pear"))

        let left = store.send(.left(.load))
        let right = store.send(.right(.load))
        await requests.waitUntilRequested("pair:apple")
        await requests.waitUntilRequested("pair:pear")
        await requests.respond(to: "pair:apple", with: ["red"])
        await requests.respond(to: "pair:pear", with: ["green"])
        await left.finish()
        await right.finish()

        #expect(store.state.left?.info == ["red"])
        #expect(store.state.right?.info == ["green"])
        #expect(await !requests.wasCancelled("pair:apple"))
    }

    @Test("two scoped children of one type keep their own effects, though both use Detail's cancel id")
    func scopedInstancesDoNotShareCancelIDs() async {
        let requests = requests
        let store = Store(
            initialState: SideBySideFeature.State(),
            reducer: SideBySideFeature(fetch: { try await requests.fetch("side:" + $0) }))

        let left = store.send(.left(.load))
        let right = store.send(.right(.load))
        await requests.waitUntilRequested("side:apple")
        await requests.waitUntilRequested("side:pear")
        await requests.respond(to: "side:apple", with: ["red"])
        await requests.respond(to: "side:pear", with: ["green"])
        await left.finish()
        await right.finish()

        #expect(store.state.left.info == ["red"])
        #expect(store.state.right.info == ["green"])
        #expect(await !requests.wasCancelled("side:apple"))
    }

    @Test("a child action that arrives while nothing is presented changes nothing")
    func ifLetIgnoresActionsWhenDismissed() {
        let store = makeSearchStore()

        store.send(.detail(.loaded(["late"])))

        #expect(store.state == SearchFeature.State())
    }

    @Test("observe is called with the new state after every action")
    func observeSeesEveryChange() async {
        let store = Store(initialState: Counter.State(), reducer: Counter())
        var seen: [Int] = []
        let token = store.observe { seen.append($0.count) }

        await store.send(.incrementTwice).finish()

        #expect(seen == [0, 1, 2])
        token.cancel()
    }

    @Test("a cancelled observation is not called again")
    func observeStopsWhenCancelled() {
        let store = Store(initialState: Counter.State(), reducer: Counter())
        var seen: [Int] = []
        let token = store.observe { seen.append($0.count) }
        store.send(.increment)

        token.cancel()
        store.send(.increment)

        #expect(seen == [1])
    }

    @Test("a scoped store's observation sees the child's state")
    func scopedObserve() {
        let store = makeSearchStore()
        let counter = store.scope(state: \.counter, action: .counter)
        var seen: [Int] = []
        let token = counter.observe { seen.append($0.count) }

        store.send(.counter(.increment))
        store.send(.queryChanged(""))

        #expect(seen == [1, 1])
        token.cancel()
    }
}

/// Records actions in the order they are reduced; "a" returns two `.send`s, and "b" chains one more.
private struct OrderLog: Reducer {
    func reduce(into state: inout [String], action: String) -> Effect<String> {
        state.append(action)
        switch action {
        case "a": return .merge(.send("b"), .send("c"))
        case "b": return .send("b.1")
        default: return .none
        }
    }
}

/// Each step starts an effect that sends the next step, so only transitive waiting sees "done".
private struct Relay: Reducer {
    func reduce(into state: inout [String], action: String) -> Effect<String> {
        state.append(action)
        let next: String? =
            switch action {
            case "start": "step 1"
            case "step 1": "step 2"
            case "step 2": "done"
            default: nil
            }
        guard let next else { return .none }
        return .run { send in
            await Task.yield()
            await send(next)
        }
    }
}

/// An effect that waits for a gate and then sends `.late`, reporting through `sent` that it tried.
private struct LateSender: Reducer {
    enum Action: Sendable {
        case start
        case stop
        case late
    }

    let gate: Gate
    let sent: Gate

    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
        switch action {
        case .start:
            return .run { [gate, sent] send in
                await gate.wait()
                await send(.late)
                await sent.open()
            }
            .cancellable(id: "late")
        case .stop:
            return .cancel(id: "late")
        case .late:
            state += 1
            return .none
        }
    }
}
