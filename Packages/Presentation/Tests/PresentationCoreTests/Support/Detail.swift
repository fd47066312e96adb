import PresentationCore

/// A presented child feature: loads the details of one search result; a second load replaces the first.
struct Detail: Reducer {
    struct State: Equatable, Sendable, Identifiable {
        var name: String
        var info: [String] = []
        var isLoading = false

        var id: String { name }
    }

    enum CancelID: Hashable, Sendable {
        case load
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
            .cancellable(id: CancelID.load, cancelInFlight: true)
        case let .loaded(info):
            state.isLoading = false
            state.info = info
            return .none
        }
    }
}
