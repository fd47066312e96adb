import PresentationCore

/// The help's screens, laid out straight from what the app says of itself and what the features declare, so
/// help renders like any other screen and a new feature's commands appear in it without edits here.
@MainActor
public struct HelpScreens {
    public let app: AppHelp

    public init(app: AppHelp) {
        self.app = app
    }

    public func screen(for topic: HelpTopic, features: [FeatureCommands]) -> Screen {
        switch topic {
        case .app: return app(features: features)
        case let .feature(name): return feature(features.first { $0.name == name })
        case let .command(spec): return command(spec)
        }
    }

    // MARK: - Topics

    private func app(features: [FeatureCommands]) -> Screen {
        let sections = [
            Screen.Section(title: "Usage", content: .table(Self.table(["Form", "What it does"], app.usage))),
            Screen.Section(title: "Commands", content: .table(Self.commandTable(features.flatMap(\.commands)))),
            Screen.Section(title: "On a screen (interactive and piped modes)", content: .table(Self.shortForms)),
            Screen.Section(
                title: "Options (before or after the command)",
                content: .table(Self.table(["Option", "Environment", "Meaning"], app.options))),
            Screen.Section(title: "Exit codes", content: .text(Self.exitCodes)),
        ]
        return Screen(title: app.title, subtitle: app.subtitle, sections: sections)
    }

    private func feature(_ feature: (FeatureCommands)?) -> Screen {
        guard let feature else { return Screen(title: "Unknown feature") }
        return Screen(
            title: feature.name,
            subtitle: feature.summary,
            sections: [Screen.Section(title: "Commands", content: .table(Self.commandTable(feature.commands)))]
        )
    }

    private func command(_ spec: CommandSpec) -> Screen {
        var sections = [Screen.Section(title: "Usage", content: .text("\(app.command) \(spec.usage)"))]
        let values = spec.arguments.map { ($0.name, $0.kind) } + spec.options.map { ($0.usage, $0.kind) }
        if !values.isEmpty {
            let fields = values.map { Field($0.0, Self.describe($0.1)) }
            sections.append(Screen.Section(title: "Values", content: .fields(fields)))
        }
        return Screen(title: spec.path, subtitle: spec.summary, sections: sections)
    }

    // MARK: - Pieces

    /// Columns named `headers`, the last one wrapping.
    private static func table(_ headers: [String], _ rows: [Screen.Row]) -> Screen.Table {
        let columns = headers.enumerated().map { Screen.Column($1, isFlexible: $0 == headers.count - 1) }
        return Screen.Table(columns: columns, rows: rows, overflow: .wrap)
    }

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
