import PresentationCore

/// A feature CLI.md promises that this build does not include yet: its name is known, so `app cart` says
/// "not available" (exit 64) instead of "unknown command", and the help lists it as coming.
@MainActor
package final class PlannedFeature: FeatureModule {
    package let name: String
    package let summary: String
    package let commands: [CommandSpec] = []
    package let isAvailable = false

    package init(name: String, summary: String) {
        self.name = name
        self.summary = summary
    }

    /// The usage error every command of this feature answers.
    package var unavailableError: UsageError {
        UsageError("The \(name) feature is not available in this build yet.")
    }

    package func run(_ command: ParsedCommand, loading: LoadingLine) async -> Screen { placeholder }

    package func turnPage(_ direction: PageDirection, loading: LoadingLine) async -> Screen? { nil }

    package func dismiss() async -> Screen { placeholder }

    package func target(of route: Screen.Route) -> RouteTarget? { nil }

    private var placeholder: Screen {
        Screen(title: name, messages: [Screen.Message(.info, unavailableError.message)])
    }
}
