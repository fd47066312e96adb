import AppComposition
import PresentationCore

/// Help as a `Screen`, built from what the features declare, so the text presenter renders it like any other
/// screen and a new feature's commands appear in it without edits here.
@MainActor
package enum HelpPresenter {
    package static func screen(for topic: HelpTopic, features: [any FeatureModule]) -> Screen {
        switch topic {
        case .app: return app(features: features)
        case let .feature(name): return feature(features.first { $0.name == name })
        case let .command(spec): return command(spec)
        }
    }

    // MARK: - Topics

    private static func app(features: [any FeatureModule]) -> Screen {
        let sections = [
            Screen.Section(title: "Usage", content: .table(usage)),
            Screen.Section(title: "Commands", content: .table(commandTable(features.flatMap(\.commands)))),
            Screen.Section(title: "On a screen (interactive and piped modes)", content: .table(shortForms)),
            Screen.Section(title: "Options (before or after the command)", content: .table(options)),
            Screen.Section(title: "Exit codes", content: .text(exitCodes)),
        ]
        return Screen(
            title: AppInfo.summary,
            subtitle: "\(AppInfo.command) \(AppInfo.version), a Clean Architecture reference app in Swift",
            sections: sections)
    }

    private static func feature(_ feature: (any FeatureModule)?) -> Screen {
        guard let feature else { return Screen(title: "Unknown feature") }
        return Screen(
            title: feature.name,
            subtitle: feature.summary,
            sections: [Screen.Section(title: "Commands", content: .table(commandTable(feature.commands)))]
        )
    }

    private static func command(_ spec: CommandSpec) -> Screen {
        var sections = [Screen.Section(title: "Usage", content: .text("\(AppInfo.command) \(spec.usage)"))]
        let values = spec.arguments.map { ($0.name, $0.kind) } + spec.options.map { ($0.usage, $0.kind) }
        if !values.isEmpty {
            let fields = values.map { Screen.Field($0.0, describe($0.1)) }
            sections.append(Screen.Section(title: "Values", content: .fields(fields)))
        }
        return Screen(title: spec.path, subtitle: spec.summary, sections: sections)
    }

    // MARK: - Pieces

    private static let usage = Screen.Table(
        columns: [Screen.Column("Form"), Screen.Column("What it does", isFlexible: true)],
        rows: [
            Screen.Row(["app [OPTIONS] COMMAND [ARGS]", "run one command and exit"]),
            Screen.Row(["app [OPTIONS]", "interactive, or one command per line from a pipe"]),
            Screen.Row([
                "app data export [FILE]",
                "every todo, the cart and the orders as one JSON document (stdout by default)",
            ]),
            Screen.Row(["app data import FILE", "replace them all with a document's, after checking all of it"]),
        ],
        overflow: .wrap
    )

    private static func commandTable(_ specs: [CommandSpec]) -> Screen.Table {
        Screen.Table(
            columns: [Screen.Column("Command"), Screen.Column("What it does", isFlexible: true)],
            rows: specs.map { Screen.Row([$0.usage, $0.summary]) },
            overflow: .wrap
        )
    }

    private static let shortForms = Screen.Table(
        columns: [Screen.Column("Command"), Screen.Column("What it does", isFlexible: true)],
        rows: [
            Screen.Row(["next, prev", "turn the page of the list on screen"]),
            Screen.Row(["open N", "run the command of row N on screen"]),
            Screen.Row(["back", "return to the previous screen"]),
            Screen.Row(["COMMAND [ARGS]", "a command of the feature on screen, without the feature's name"]),
            Screen.Row(["help [COMMAND]", "this help, or one command's"]),
            Screen.Row(["quit", "leave (end of input does too)"]),
        ],
        overflow: .wrap
    )

    private static let options = Screen.Table(
        columns: [Screen.Column("Option"), Screen.Column("Environment"), Screen.Column("Meaning", isFlexible: true)],
        rows: [
            Screen.Row(["--data-dir DIR", "APP_DATA_DIR", "where persisted state lives"]),
            Screen.Row(["--api-url URL", "APP_API_URL", "a DummyJSON-format server (default: bundled)"]),
            Screen.Row(["--markets-url URL", "APP_MARKETS_URL", "a CoinGecko-format server (default: bundled)"]),
            Screen.Row(["--timeout SECONDS", "APP_TIMEOUT", "per-request timeout, default 10"]),
            Screen.Row([
                "--retries N", "APP_RETRIES", "retries of a failed GET, default \(Configuration.defaultRetries)",
            ]),
            Screen.Row(["--store file|sqlite", "APP_STORE", "JSON files (default) or app.sqlite, in the data folder"]),
            Screen.Row(["--json", "", "one JSON document on stdout"]),
            Screen.Row(["--no-color", "NO_COLOR", "no ANSI colors"]),
            Screen.Row(["--keep-going", "", "piped mode: go on after a failing command"]),
            Screen.Row(["--help, -h", "", "help for the app or the command before it"]),
            Screen.Row(["--version", "", "the version"]),
        ],
        overflow: .wrap
    )

    private static let exitCodes =
        "0 success, 1 not found, 64 usage error, 65 invalid data, 69 service unavailable, 74 local I/O failure."

    private static func describe(_ kind: ValueKind) -> String {
        switch kind {
        case .positiveInteger: return "a whole number of 1 or more"
        case .wholeNumber: return "a whole number of 0 or more"
        case .integer: return "a whole number; the command's rules give its range"
        case .word: return "one word"
        case .text: return "free text: every remaining word, joined by spaces"
        case let .choice(choices): return "one of " + EnglishList.or(choices)
        case let .idPrefix(minimumLength): return "the first \(minimumLength) or more characters of an id"
        }
    }
}
