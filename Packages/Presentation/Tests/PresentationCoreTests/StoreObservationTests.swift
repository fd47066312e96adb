import Observation
import PresentationCore
import Testing

/// The store's part in Observation, read the way SwiftUI reads it: inside `withObservationTracking`, which
/// reports the first change to anything read and then stops until read again (as a view redraws).
@MainActor
@Suite("Store observation")
struct StoreObservationTests {
    private func makeSearchStore() -> Store<SearchFeature.State, SearchFeature.Action> {
        Store(
            initialState: SearchFeature.State(),
            reducer: SearchFeature(search: { [$0 + " result"] }, fetchDetail: { [$0] })
        )
    }

    @Test("a send that changes the state notifies a reader of the state once")
    func changeNotifiesOnce() {
        let store = Store(initialState: Counter.State(), reducer: Counter())
        let reads = ObservedReads()

        reads.track { store.state }
        store.send(.increment)
        store.send(.increment)

        #expect(reads.changes == 1)
        #expect(store.state.count == 2)
    }

    @Test("a send that leaves the state equal notifies nobody")
    func equalStateNotifiesNobody() {
        let store = makeSearchStore()
        let reads = ObservedReads()

        reads.track { store.state }
        store.send(.queryChanged(""))
        store.send(.dismiss)
        store.send(.queryChanged(""))

        #expect(reads.changes == 0)
    }

    @Test("a reader of one property is not notified when only another property changes")
    func propertyReadIgnoresOtherProperties() {
        let store = makeSearchStore()
        let reads = ObservedReads()

        reads.track { store.query }
        store.send(.counter(.increment))
        store.send(.select("abacus"))

        #expect(reads.changes == 0)
        store.send(.queryChanged("a"))
        #expect(reads.changes == 1)
    }

    @Test("a reader of one property is notified when that property changes")
    func propertyReadSeesItsChange() {
        let store = makeSearchStore()
        let reads = ObservedReads()

        reads.track { store.counter.count }
        store.send(.counter(.increment))

        #expect(reads.changes == 1)
        #expect(store.counter.count == 1)
    }

    @Test("a scoped store notifies a reader when its part changes, not when the rest of the parent does")
    func scopedStoreNotifiesForItsPart() {
        let store = makeSearchStore()
        let counter = store.scope(state: \.counter, action: .counter)
        let wholeChild = ObservedReads()
        let childProperty = ObservedReads()

        wholeChild.track { counter.state }
        childProperty.track { counter.count }
        store.send(.select("abacus"))
        store.send(.queryChanged("a"))

        #expect(wholeChild.changes == 0)
        #expect(childProperty.changes == 0)
        counter.send(.increment)
        #expect(wholeChild.changes == 1)
        #expect(childProperty.changes == 1)
    }

    @Test("an action an effect feeds back notifies when it changes the state, not before")
    func fedBackActionNotifies() async {
        let store = Store(initialState: Counter.State(), reducer: Counter())
        let reads = ObservedReads()

        reads.track { store.count }
        let task = store.send(.incrementLater)
        #expect(reads.changes == 0)
        await task.finish()

        #expect(reads.changes == 1)
        #expect(store.count == 1)
    }

    @Test("many sends in a row: a reader that reads again after each change sees every change, and only those")
    func manySendsInARow() {
        let store = Store(initialState: Counter.State(), reducer: Counter())
        let reads = ObservedReads()

        for step in 0..<100 {
            reads.track { store.count }
            store.send(step.isMultiple(of: 4) ? .incrementTwice : .increment)
            reads.track { store.count }
            store.send(.decrement)
            store.send(.increment)
        }

        #expect(reads.changes == 200)
        #expect(store.count == 125)
    }

    @Test("a state that is not Equatable is reported on every send, the safe side")
    func stateWithoutEquatableAlwaysNotifies() {
        let store = Store(initialState: Opaque(), reducer: OpaqueReducer())
        let reads = ObservedReads()

        reads.track { store.state }
        store.send(())

        #expect(reads.changes == 1)
    }
}

/// Counts the changes `withObservationTracking` reports to what a `track` call read.
@MainActor
private final class ObservedReads {
    private(set) var changes = 0

    func track<Value>(_ read: () -> Value) {
        _ = withObservationTracking(read) { [self] in
            MainActor.assumeIsolated { changes += 1 }
        }
    }
}

/// A state that is not `Equatable`.
private struct Opaque: Sendable {
    var closure: @Sendable () -> Void = {}
}

/// Changes nothing, visibly.
private struct OpaqueReducer: Reducer {
    func reduce(into state: inout Opaque, action: Void) -> Effect<Void> { .none }
}
