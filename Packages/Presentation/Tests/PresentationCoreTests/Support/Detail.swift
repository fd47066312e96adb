import PresentationCore

/// A presented child feature: loads the details of one search result.
struct Detail: Reducer {
    struct State: Equatable, Sendable {
        var name: String
        var info: [String] = []
        var isLoading = false
    }

    enum Action: Equatable, Sendable {
        case load
        case loaded([String])
    }

    let fetch: @Sendable (String) async throws -> [String]

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .load:
            state.isLoading = true
            let name = state.name
            return .run { send in
                await send(.loaded(try await fetch(name)))
            }
        case let .loaded(info):
            state.isLoading = false
            state.info = info
            return .none
        }
    }
}
