import PresentationCore
import PresentationTesting
import Testing

/// `TestStore` fails, with a readable message, when a test leaves something unasserted or asserts wrongly.
@MainActor
@Suite("TestStore, failing tests")
struct TestStoreFailureTests {
    @Test("a wrong state assertion fails with a line diff of expected and actual state")
    func wrongAssertion() async {
        let store = TestStore(initialState: Counter.State(), reducer: Counter())

        await withKnownIssue(isIntermittent: false) {
            await store.send(.increment) { $0.count = 2 }
        } matching: { issue in
            Self.text(of: issue) == """
                State after send(.increment) differs: (- expected, + actual)
                -   count: 2
                +   count: 1
                """
        }
    }

    @Test("a wrong state assertion attaches the expected and the actual state as files")
    func attachesBothStates() async {
        let store = TestStore(initialState: Counter.State(), reducer: Counter())

        await withKnownIssue(isIntermittent: false) {
            await store.send(.increment) { $0.count = 2 }
        }

        #expect(store.attachedFiles.map(\.name) == ["expected-state.txt", "actual-state.txt"])
        #expect(
            store.attachedFiles.map(\.text) == ["Counter.State(\n  count: 2\n)\n", "Counter.State(\n  count: 1\n)\n"])
    }

    @Test("a state change without an assertion fails")
    func unassertedChange() async {
        let store = TestStore(initialState: Counter.State(), reducer: Counter())

        await withKnownIssue(isIntermittent: false) {
            await store.send(.increment)
        } matching: { issue in
            Self.text(of: issue).hasSuffix("-   count: 0\n+   count: 1")
        }
    }

    @Test("the diff shows only the lines that differ in a nested state")
    func nestedDiff() async {
        let store = TestStore(initialState: SearchFeature.State(), reducer: Self.instantSearch)

        await withKnownIssue(isIntermittent: false) {
            await store.send(.select("apple")) { $0.detail = Detail.State(name: "pear") }
        } matching: { issue in
            Self.text(of: issue) == """
                State after send(.select("apple")) differs: (- expected, + actual)
                -     name: "pear",
                +     name: "apple",
                """
        }
    }

    @Test("an action received but never asserted fails finish()")
    func unreceivedActionAtFinish() async {
        let store = TestStore(initialState: Counter.State(), reducer: Counter())
        await store.send(.incrementTwice)
        await store.receive(.increment) { $0.count = 1 }

        await withKnownIssue(isIntermittent: false) {
            await store.finish()
        } matching: { issue in
            Self.text(of: issue) == "1 received action(s) were not asserted before finish():\n  .increment"
        }
    }

    @Test("a received action that differs from the expected one fails with a diff")
    func wrongReceivedAction() async {
        let store = TestStore(initialState: SearchFeature.State(), reducer: Self.instantSearch)
        await store.send(.queryChanged("a")) {
            $0.query = "a"
            $0.isSearching = true
        }

        await withKnownIssue(isIntermittent: false) {
            await store.receive(.searchResponse(query: "a", results: ["b!"]))
        } matching: { issue in
            Self.text(of: issue) == """
                Received an unexpected action: (- expected, + actual)
                - .searchResponse(query: "a", results: ["b!"])
                + .searchResponse(query: "a", results: ["a!"])
                """
        }
    }

    @Test("a wrong assertion on a received action names the action")
    func wrongReceivedState() async {
        let store = TestStore(initialState: Counter.State(), reducer: Counter())
        await store.send(.incrementLater)

        await withKnownIssue(isIntermittent: false) {
            await store.receive(.increment) { $0.count = 5 }
        } matching: { issue in
            Self.text(of: issue).hasPrefix("State after receive(.increment) differs: (- expected, + actual)")
        }
    }

    @Test("sending while received actions are unasserted fails")
    func sendBeforeReceiving() async {
        let store = TestStore(initialState: Counter.State(), reducer: Counter())
        await store.send(.incrementTwice)

        await withKnownIssue(isIntermittent: false) {
            await store.send(.decrement) { $0.count = 1 }
        } matching: { issue in
            Self.text(of: issue).hasPrefix("2 received action(s) were not asserted before sending .decrement")
        }
    }

    @Test("receive fails when no action arrives in time")
    func receiveTimeout() async {
        let store = TestStore(initialState: Counter.State(), reducer: Counter())

        await withKnownIssue(isIntermittent: false) {
            await store.receive(.increment, timeout: .milliseconds(20))
        } matching: { issue in
            Self.text(of: issue).hasPrefix("Expected to receive .increment, but no such action arrived")
        }
    }

    @Test("finish() fails when an effect is still running, and cancels it")
    func effectStillRunning() async {
        let gate = Gate()
        let store = TestStore(initialState: 0, reducer: Waiter(gate: gate))
        await store.send("wait")

        await withKnownIssue(isIntermittent: false) {
            await store.finish(timeout: .milliseconds(20))
        } matching: { issue in
            Self.text(of: issue).hasPrefix("1 effect(s) still running when finish() waited")
        }
        await gate.open()
    }

    @Test("a test store released with unasserted received actions reports them")
    func releasedWithUnassertedActions() async {
        await withKnownIssue(isIntermittent: false) {
            let store = TestStore(initialState: Counter.State(), reducer: Counter())
            await store.send(.incrementTwice)
        } matching: { issue in
            Self.text(of: issue).hasPrefix("2 received action(s) were not asserted before the test store was released")
        }
    }

    private static let instantSearch = SearchFeature(search: { [$0 + "!"] }, fetchDetail: { _ in [] })

    private nonisolated static func text(of issue: Issue) -> String {
        issue.comments.map(\.rawValue).joined(separator: "\n")
    }
}

/// Starts an effect that waits for a gate and changes nothing.
private struct Waiter: Reducer {
    let gate: Gate

    func reduce(into state: inout Int, action: String) -> Effect<String> {
        .run { [gate] _ in await gate.wait() }
    }
}
