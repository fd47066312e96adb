import PresentationCore

/// The help's screens, laid out straight from what the app says of itself and what the features declare, so
/// help renders like any other screen and a new feature's commands appear in it without edits here.
@MainActor
public struct HelpScreens {
    public let app: AppHelp
    private let words: Words

    /// The help of `app`, its fixed words in `language` (the app and the features give theirs already worded).
    public init(app: AppHelp, language: Language) {
        self.app = app
        words = strings[language]
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
        let usage = table([words("help.column.form"), words("help.column.does")], app.usage)
        let options = table(
            [words("help.column.option"), words("help.column.environment"), words("help.column.meaning")], app.options)
        let sections = [
            Screen.Section(title: words("help.usage"), content: .table(usage)),
            Screen.Section(title: words("help.commands"), content: .table(commandTable(features.flatMap(\.commands)))),
            Screen.Section(title: words("help.onScreen"), content: .table(shortForms)),
            Screen.Section(title: words("help.options"), content: .table(options)),
            Screen.Section(title: words("help.exitCodes"), content: .text(words("help.exitCodes.text"))),
        ]
        return Screen(title: app.title, subtitle: app.subtitle, sections: sections)
    }

    private func feature(_ feature: (FeatureCommands)?) -> Screen {
        guard let feature else { return Screen(title: words("help.unknownFeature")) }
        return Screen(
            title: feature.name,
            subtitle: feature.summary,
            sections: [Screen.Section(title: words("help.commands"), content: .table(commandTable(feature.commands)))]
        )
    }

    private func command(_ spec: CommandSpec) -> Screen {
        var sections = [Screen.Section(title: words("help.usage"), content: .text("\(app.command) \(spec.usage)"))]
        let values = spec.arguments.map { ($0.name, $0.kind) } + spec.options.map { ($0.usage, $0.kind) }
        if !values.isEmpty {
            let fields = values.map { Field($0.0, describe($0.1)) }
            sections.append(Screen.Section(title: words("help.values"), content: .fields(fields)))
        }
        return Screen(title: spec.path, subtitle: spec.summary, sections: sections)
    }

    // MARK: - Pieces

    /// Columns named `headers`, the last one wrapping.
    private func table(_ headers: [String], _ rows: [Screen.Row]) -> Screen.Table {
        let columns = headers.enumerated().map { Screen.Column($1, isFlexible: $0 == headers.count - 1) }
        return Screen.Table(columns: columns, rows: rows, overflow: .wrap)
    }

    private func commandTable(_ specs: [CommandSpec]) -> Screen.Table {
        table(
            [words("help.column.command"), words("help.column.does")], specs.map { Screen.Row([$0.usage, $0.summary]) })
    }

    private var shortForms: Screen.Table {
        table(
            [words("help.column.command"), words("help.column.does")],
            [
                Screen.Row(["next, prev", words("help.short.page")]),
                Screen.Row(["open N", words("help.short.open")]),
                Screen.Row(["back", words("help.short.back")]),
                Screen.Row(["COMMAND [ARGS]", words("help.short.command")]),
                Screen.Row(["help [COMMAND]", words("help.short.help")]),
                Screen.Row(["quit", words("help.short.quit")]),
            ])
    }

    private func describe(_ kind: ValueKind) -> String {
        switch kind {
        case .positiveInteger: return words("help.kind.positiveInteger")
        case .wholeNumber: return words("help.kind.wholeNumber")
        case .integer: return words("help.kind.integer")
        case .word: return words("help.kind.word")
        case .text: return words("help.kind.text")
        case let .choice(choices): return words("help.kind.choice", ListText.or(choices, in: words.language))
        case let .idPrefix(minimumLength): return words("help.kind.idPrefix", String(minimumLength))
        }
    }
}
