import PresentationCore

/// Two children of one type always on show, each in a `Scope` of its own part of the state: what a root
/// store that composes several features looks like when two of them use the same cancel id.
struct SideBySideFeature: Reducer {
    struct State: Equatable, Sendable {
        var left = Detail.State(name: "apple")
        var right = Detail.State(name: "pear")
    }

    enum Action: Equatable, Sendable {
        case left(Detail.Action)
        case right(Detail.Action)
    }

    let fetch: @Sendable (String) async throws -> [String]

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        CombineReducers(
            Scope(state: \State.left, action: .sideLeft, child: Detail(fetch: fetch)),
            Scope(state: \State.right, action: .sideRight, child: Detail(fetch: fetch))
        )
        .reduce(into: &state, action: action)
    }
}

extension ActionPath where Root == SideBySideFeature.Action, Value == Detail.Action {
    static var sideLeft: Self {
        ActionPath(embed: SideBySideFeature.Action.left) {
            guard case let .left(action) = $0 else { return nil }
            return action
        }
    }

    static var sideRight: Self {
        ActionPath(embed: SideBySideFeature.Action.right) {
            guard case let .right(action) = $0 else { return nil }
            return action
        }
    }
}
