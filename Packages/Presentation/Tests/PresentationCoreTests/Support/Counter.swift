import PresentationCore

/// The smallest feature: a number that goes up and down; `.incrementTwice` chains two `.send` effects and
/// `.incrementLater` feeds an action back from a `.run` effect.
struct Counter: Reducer {
    struct State: Equatable, Sendable {
        var count = 0
    }

    enum Action: Equatable, Sendable {
        case increment
        case decrement
        case incrementTwice
        case incrementLater
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .increment:
            state.count += 1
            return .none
        case .decrement:
            state.count -= 1
            return .none
        case .incrementTwice:
            return .merge(.send(.increment), .send(.increment))
        case .incrementLater:
            return .run { send in
                await Task.yield()
                await send(.increment)
            }
        }
    }
}
