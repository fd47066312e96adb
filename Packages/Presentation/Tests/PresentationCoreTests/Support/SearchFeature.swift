import PresentationCore

/// An example parent feature: a search box whose newer query cancels the older request, a scoped `Counter`,
/// and a presented `Detail` (state-driven navigation with `ifLet`).
struct SearchFeature: Reducer {
    struct State: Equatable, Sendable {
        var query = ""
        var results: [String] = []
        var isSearching = false
        var counter = Counter.State()
        var detail: Detail.State?
    }

    enum Action: Equatable, Sendable {
        case queryChanged(String)
        case searchResponse(query: String, results: [String])
        case counter(Counter.Action)
        case select(String)
        case detail(Detail.Action)
        case dismiss
    }

    enum CancelID: Hashable, Sendable {
        case search
    }

    let search: @Sendable (String) async throws -> [String]
    let fetchDetail: @Sendable (String) async throws -> [String]

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        CombineReducers(
            Scope(state: \State.counter, action: .counter, child: Counter()),
            Reduce(core)
        )
        .ifLet(\State.detail, action: .detail, then: Detail(fetch: fetchDetail))
        .reduce(into: &state, action: action)
    }

    private func core(_ state: inout State, _ action: Action) -> Effect<Action> {
        switch action {
        case let .queryChanged(query):
            state.query = query
            guard !query.isEmpty else {
                state.results = []
                state.isSearching = false
                return .cancel(id: CancelID.search)
            }
            state.isSearching = true
            return .run { [search] send in
                await send(.searchResponse(query: query, results: try await search(query)))
            }
            .cancellable(id: CancelID.search, cancelInFlight: true)
        case let .searchResponse(_, results):
            state.isSearching = false
            state.results = results
            return .none
        case let .select(name):
            state.detail = Detail.State(name: name)
            return .none
        case .dismiss:
            state.detail = nil
            return .none
        case .counter, .detail:
            return .none
        }
    }
}

extension ActionPath where Root == SearchFeature.Action, Value == Counter.Action {
    static var counter: Self {
        ActionPath(embed: SearchFeature.Action.counter) {
            guard case let .counter(action) = $0 else { return nil }
            return action
        }
    }
}

extension ActionPath where Root == SearchFeature.Action, Value == Detail.Action {
    static var detail: Self {
        ActionPath(embed: SearchFeature.Action.detail) {
            guard case let .detail(action) = $0 else { return nil }
            return action
        }
    }
}
