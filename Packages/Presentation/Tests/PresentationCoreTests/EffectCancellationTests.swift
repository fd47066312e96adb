import DomainCore
import PresentationCore
import Testing

/// A feature whose effect throws the error it is given, and records what its handler saw.
private struct Thrower: Reducer {
    struct State: Equatable, Sendable {
        var handled: [DomainError] = []
    }

    enum Action: Equatable, Sendable {
        case run(DomainError)
        case handled(DomainError)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .run(error):
            return .run { _ in
                throw error
            } catch: { error, send in
                await send(.handled(error as? DomainError ?? .cancelled))
            }
        case let .handled(error):
            state.handled.append(error)
            return .none
        }
    }
}

@MainActor
@Suite("Effect.run and cancellation")
struct EffectCancellationTests {
    @Test("the domain's cancellation ends an effect quietly, as CancellationError does; other errors are handled")
    func domainCancellationIsNotAFailure() async {
        let store = Store(initialState: Thrower.State(), reducer: Thrower())
        let missing = DomainError.notFound(entity: "product", id: "7")

        await store.send(.run(.cancelled)).finish()
        await store.send(.run(missing)).finish()

        #expect(store.state.handled == [missing])
    }
}
