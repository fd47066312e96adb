import PresentationCore

/// One feature as the terminal UI sees it: the commands it answers, over the feature's store. Each command
/// sends one action and waits for every effect it started; the screen is laid out of the resulting state. The
/// session keeps one per feature for its whole life, so `next` and `prev` act on the list its store holds.
@MainActor
public final class FeatureCommands {
    /// The first word of its commands: `catalog`.
    public let name: String
    /// One line for the help and the home screen.
    public let summary: String
    /// The grammar of its commands.
    public let commands: [CommandSpec]
    private let screen: @MainActor () -> Screen
    /// Sends the action a request stands for, drawing the loading line while its effects run; false when the
    /// feature has no such action.
    private let send: @MainActor (Request, LoadingLine?) async -> Bool
    private let routes: @MainActor (Screen.Route) -> RouteTarget?

    private enum Request {
        case command(ParsedCommand)
        case page(PageDirection)
        case dismiss
    }

    /// The feature whose state `store` holds and `screen` lays out; `routes` says where the feature's own
    /// routes lead in this app (nil for any other value).
    public init<State: Sendable, Action: Sendable>(
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
        self.commands = commands.map(\.spec)
        self.routes = routes
        self.screen = { screen(store.state) }
        send = { request, loading in
            let action: Action? =
                switch request {
                case let .command(command): commands.first { $0.spec.name == command.name }?.action(command)
                case .page(.next): navigation.next
                case .page(.previous): navigation.previous
                case .dismiss: navigation.dismiss
                }
            guard let action else { return false }
            let token = loading.map { loading in store.observe { loading.show(screen($0).status) } }
            await store.send(action).finish()
            token?.cancel()
            loading?.clear()
            return true
        }
    }

    /// Runs a parsed command and returns the screen it leads to, with `failure` set when it failed.
    public func run(_ command: ParsedCommand, loading: LoadingLine) async -> Screen {
        _ = await send(.command(command), loading)
        return currentScreen
    }

    /// Turns the page of the list on screen; nil when the feature has no pages, or the page stayed as it was
    /// (first or last page).
    public func turnPage(_ direction: PageDirection, loading: LoadingLine) async -> Screen? {
        let before = currentScreen
        guard await send(.page(direction), loading) else { return nil }
        let after = currentScreen
        return after == before ? nil : after
    }

    /// Leaves a presented screen (such as a detail) so the one under it shows again; returns the screen now
    /// shown.
    public func dismiss() async -> Screen {
        _ = await send(.dismiss, nil)
        return currentScreen
    }

    /// The screen the feature's state shows now, without running anything.
    public var currentScreen: Screen { screen() }

    /// Where one of this feature's routes leads in this app, or nil for a route of another feature. The app
    /// decides where a feature's outward routes go: a cart line's product opens the catalog's.
    public func target(of route: Screen.Route) -> RouteTarget? {
        routes(route)
    }
}
