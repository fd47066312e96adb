import PresentationCore

/// A feature driven by a `Store`, the usual case: each command sends one action, it waits for every
/// effect it started, and the screen is derived from the resulting state. The store lives as long as the
/// session, so `next` and `prev` act on the list it holds.
@MainActor
public final class StoreCommands<State: Sendable, Action: Sendable>: FeatureCommands {
    public let name: String
    public let summary: String
    private let store: Store<State, Action>
    private let screen: @MainActor (State) -> Screen
    private let bindings: [CommandBinding<Action>]
    private let navigation: StoreNavigation<Action>
    private let routes: @MainActor (Screen.Route) -> RouteTarget?

    /// `routes` says where the feature's own routes lead (nil for any other value).
    public init(
        name: String,
        summary: String,
        store: Store<State, Action>,
        screen: @escaping @MainActor (State) -> Screen,
        commands: [CommandBinding<Action>],
        navigation: StoreNavigation<Action> = StoreNavigation(),
        routes: @escaping @MainActor (Screen.Route) -> RouteTarget? = { _ in nil }
    ) {
        self.name = name
        self.summary = summary
        self.store = store
        self.screen = screen
        self.bindings = commands
        self.navigation = navigation
        self.routes = routes
    }

    public var commands: [CommandSpec] { bindings.map(\.spec) }

    public func run(_ command: ParsedCommand, loading: LoadingLine) async -> Screen {
        guard let binding = bindings.first(where: { $0.spec.name == command.name }),
            let action = binding.action(command)
        else { return screen(store.state) }
        return await send(action, loading: loading)
    }

    /// Nil when the feature has no such action, or when it left the screen as it was (first or last page).
    public func turnPage(_ direction: PageDirection, loading: LoadingLine) async -> Screen? {
        guard let action = direction == .next ? navigation.next : navigation.previous else { return nil }
        let before = screen(store.state)
        let after = await send(action, loading: loading)
        return after == before ? nil : after
    }

    public func dismiss() async -> Screen {
        guard let action = navigation.dismiss else { return screen(store.state) }
        await store.send(action).finish()
        return screen(store.state)
    }

    public var currentScreen: Screen { screen(store.state) }

    public func target(of route: Screen.Route) -> RouteTarget? {
        routes(route)
    }

    /// Sends `action`, draws the loading line while its effects run, and returns the screen at the end.
    private func send(_ action: Action, loading: LoadingLine) async -> Screen {
        let screen = screen
        let token = store.observe { state in loading.show(screen(state).status) }
        await store.send(action).finish()
        token.cancel()
        loading.clear()
        return screen(store.state)
    }
}
