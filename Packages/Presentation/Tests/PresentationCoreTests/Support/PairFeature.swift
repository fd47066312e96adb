import PresentationCore

/// Two children of one type presented side by side, each at its own key path: a comparison screen.
struct PairFeature: Reducer {
    struct State: Equatable, Sendable {
        var left: Detail.State?
        var right: Detail.State?
    }

    enum Action: Equatable, Sendable {
        case show(left: String, right: String)
        case left(Detail.Action)
        case right(Detail.Action)
    }

    let fetch: @Sendable (String) async throws -> [String]

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        Reduce<State, Action> { state, action in
            guard case let .show(left, right) = action else { return .none }
            state.left = Detail.State(name: left)
            state.right = Detail.State(name: right)
            return .none
        }
        .ifLet(\State.left, action: .left, then: Detail(fetch: fetch))
        .ifLet(\State.right, action: .right, then: Detail(fetch: fetch))
        .reduce(into: &state, action: action)
    }
}

extension ActionPath where Root == PairFeature.Action, Value == Detail.Action {
    static var left: Self {
        ActionPath(embed: PairFeature.Action.left) {
            guard case let .left(action) = $0 else { return nil }
            return action
        }
    }

    static var right: Self {
        ActionPath(embed: PairFeature.Action.right) {
            guard case let .right(action) = $0 else { return nil }
            return action
        }
    }
}
