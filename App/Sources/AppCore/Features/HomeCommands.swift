import HomePresentation
import PresentationCore
import PresentationTerminal

/// The `home` command: the Home feature's dashboard, and under it what only the App knows, the features of
/// this build with a command to start each one (rows that `open N` runs). It is the first screen of the
/// interactive app.
@MainActor
enum HomeCommands {
    /// The commands over `store` (the root store's home part in the app), worded in `language`; `features` are
    /// listed under the dashboard, each with its first command that needs no argument.
    static func make(
        _ store: Store<HomeFeature.State, HomeFeature.Action>, features: [FeatureCommands], language: Language
    ) -> FeatureCommands {
        let words = strings[language]
        let home = CommandBinding<HomeFeature.Action>("home", nil, summary: words("home.summary")) { .load }
        return FeatureCommands(
            name: "home",
            summary: words("home.summary"),
            store: store,
            screen: { state in listing(features, under: state.screen(in: language), words) },
            commands: [home],
            routes: { $0.value(as: HomeRoute.self) == .reload ? .command("home") : nil }
        )
    }

    /// The dashboard with the features table and the app's commands.
    /// The JSON document stays the dashboard's: the list of features is for people.
    private static func listing(_ features: [FeatureCommands], under dashboard: Screen, _ words: Words) -> Screen {
        guard dashboard.failure == nil, dashboard.status == .ready, !dashboard.sections.isEmpty else {
            return dashboard
        }
        var screen = dashboard
        if !features.isEmpty {
            screen.sections.append(featuresSection(features, words))
        }
        screen.routes += ["open N", "help", "quit"].map { Screen.Route(RouteTarget.session($0)) }
        return screen
    }

    private static func featuresSection(_ features: [FeatureCommands], _ words: Words) -> Screen.Section {
        let rows = features.map { feature in
            let start = feature.commands.first { $0.arguments.isEmpty }
            return Screen.Row(
                [feature.name, feature.summary, start?.path ?? ""],
                opens: start.map { Screen.Route(RouteTarget.command($0.feature, $0.name)) })
        }
        return Screen.Section(
            title: words("home.features"),
            content: .table(
                Screen.Table(
                    columns: [
                        Screen.Column(words("home.column.feature")),
                        Screen.Column(words("home.column.does"), isFlexible: true),
                        Screen.Column(words("home.column.start")),
                    ],
                    rows: rows
                )
            )
        )
    }
}
