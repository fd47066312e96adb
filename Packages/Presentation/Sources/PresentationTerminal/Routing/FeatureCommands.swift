import PresentationCore

/// One feature as the app sees it: the commands it answers and the screens it leads to. The session keeps one
/// `FeatureCommands` per feature for its whole life, so `next` and `prev` work on the list it shows.
@MainActor
public protocol FeatureCommands: AnyObject {
    /// The first word of its commands: `catalog`.
    var name: String { get }
    /// One line for the help and the home screen.
    var summary: String { get }
    /// The grammar of its commands.
    var commands: [CommandSpec] { get }
    /// Runs a parsed command and returns the screen it leads to, with `failure` set when it failed.
    /// `loading` is told about every status change while effects run.
    func run(_ command: ParsedCommand, loading: LoadingLine) async -> Screen
    /// Turns the page of the list on screen, or returns nil when this feature's screen has no pages.
    func turnPage(_ direction: PageDirection, loading: LoadingLine) async -> Screen?
    /// Leaves a presented screen (such as a detail) so the one under it shows again; returns the screen now
    /// shown.
    func dismiss() async -> Screen
    /// The screen the feature's state shows now, without running anything.
    var currentScreen: Screen { get }
    /// Where one of this feature's routes leads in this app, or nil for a route of another feature. The
    /// app decides where a feature's outward routes go: a cart line's product opens the catalog's.
    func target(of route: Screen.Route) -> RouteTarget?
}
