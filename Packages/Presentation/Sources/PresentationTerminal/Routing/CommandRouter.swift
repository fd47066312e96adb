import PresentationCore

/// Turns a command's words into a `CommandRequest`, using only what the features declare: adding a feature adds its
/// commands here without any change to this type.
@MainActor
public struct CommandRouter {
    public let features: [FeatureCommands]

    public init(features: [FeatureCommands]) {
        self.features = features
    }

    /// The feature whose commands start with `name`.
    public func feature(named name: String) -> (FeatureCommands)? {
        features.first { $0.name == name }
    }

    /// What `words` (the global options already taken out) ask for. On a feature's screen (`screenFeature`,
    /// in interactive and piped modes) that feature's own commands also work without its name: `search phone`
    /// on the catalog screen is `catalog search phone`. A feature's name, `help` and the short forms keep
    /// their meaning.
    public func route(_ words: [String], onScreenOf screenFeature: String? = nil) throws(UsageError) -> CommandRequest {
        let words = qualified(words, onScreenOf: screenFeature)
        guard let first = words.first else { throw UsageError(.emptyLine, helpTopic: "") }
        if first == "help" {
            return .help(try helpTopic(Array(words.dropFirst()), onScreenOf: screenFeature))
        }
        if let command = try sessionCommand(words) {
            return .session(command)
        }
        let (spec, arguments) = try resolve(words)
        return .run(try CommandParser.parse(arguments, for: spec))
    }

    /// The help topic for `words`: the app, a feature, or one of its commands. Arguments after a command's
    /// name are ignored, so `catalog show --help` works without a product id.
    public func helpTopic(_ words: [String], onScreenOf screenFeature: String? = nil) throws(UsageError) -> HelpTopic {
        let words = qualified(words, onScreenOf: screenFeature)
        guard let first = words.first, !Self.sessionWords.contains(first) else { return .app }
        let feature = try availableFeature(first)
        if words.count > 1, let spec = feature.commands.first(where: { $0.name == words[1] }) {
            return .command(spec)
        }
        return .feature(feature.name)
    }

    /// `words` with the screen's feature put first when they start with one of its command names and with
    /// nothing the app itself knows.
    private func qualified(_ words: [String], onScreenOf screenFeature: String?) -> [String] {
        guard let first = words.first, let screenFeature, let feature = feature(named: screenFeature),
            first != "help", !Self.sessionWords.contains(first), self.feature(named: first) == nil,
            feature.commands.contains(where: { $0.name == first })
        else { return words }
        return [feature.name] + words
    }

    // MARK: - Routes

    /// Where `route` leads: the app's own targets (the home screen's rows and words) as they are, a feature's
    /// route as that feature's commands say.
    public func target(of route: Screen.Route) -> RouteTarget? {
        if let own = route.value(as: RouteTarget.self) { return own }
        for feature in features {
            if let target = feature.target(of: route) { return target }
        }
        return nil
    }

    /// The usage lines of the routes a screen offers, in order and each once: a command's from its grammar
    /// (so a hint can never drift from what the parser accepts), a session word as typed. A route that leads
    /// nowhere in this build (a feature left out) is left out.
    public func usages(of routes: [Screen.Route]) -> [String] {
        var usages: [String] = []
        for route in routes {
            let usage: String?
            switch target(of: route) {
            case let .command(command)?: usage = spec(of: command)?.usage
            case let .session(word)?: usage = word
            case nil: usage = nil
            }
            if let usage, !usages.contains(usage) { usages.append(usage) }
        }
        return usages
    }

    /// The command a row's route runs: nil unless it names an available command, gives every one of its
    /// arguments, and each value passes the check the parser makes of a typed one (a blank slug from a server
    /// is not something to open). The values go to the feature as they are, never through the word splitter,
    /// so text from a server (a slug such as `x --page 9`) stays one value.
    public func command(opening route: Screen.Route) -> ParsedCommand? {
        guard case let .command(command)? = target(of: route), let spec = spec(of: command),
            spec.arguments.allSatisfy({ command.values[$0.name] != nil })
        else { return nil }
        let kinds = Dictionary(
            spec.arguments.map { ($0.name, $0.kind) } + spec.options.map { ($0.name, $0.kind) },
            uniquingKeysWith: { first, _ in first })
        for (name, value) in command.values {
            guard let kind = kinds[name], Self.passes(value, kind) else { return nil }
        }
        return command
    }

    /// Whether `value` is one the parser could have produced for `kind`.
    private static func passes(_ value: ParsedValue, _ kind: ValueKind) -> Bool {
        let raw: String
        switch value {
        case let .integer(number): raw = String(number)
        case let .text(text): raw = text
        }
        guard let parsed = try? kind.parse(raw, label: "") else { return false }
        switch (value, parsed) {
        case (.integer, .integer), (.text, .text): return true
        default: return false
        }
    }

    private func spec(of command: ParsedCommand) -> CommandSpec? {
        guard let feature = feature(named: command.feature) else { return nil }
        return feature.commands.first { $0.name == command.name }
    }

    // MARK: - Session short forms

    private static let sessionWords = ["next", "prev", "open", "back", "quit", "exit"]

    private func sessionCommand(_ words: [String]) throws(UsageError) -> SessionCommand? {
        let first = words[0]
        let rest = words.dropFirst()
        if first == "open" {
            guard rest.count == 1, let raw = rest.first else {
                throw UsageError(.openNeedsRow)
            }
            guard case let .integer(row) = try ValueKind.positiveInteger.parse(raw, label: "N") else { return nil }
            return .open(row)
        }
        let commands: [String: SessionCommand] = [
            "next": .next, "prev": .previous, "back": .back, "quit": .quit, "exit": .quit,
        ]
        guard let command = commands[first] else { return nil }
        guard rest.isEmpty else { throw UsageError(.takesNoArguments(Echo.word(first))) }
        return command
    }

    // MARK: - Feature commands

    private func resolve(_ words: [String]) throws(UsageError) -> (CommandSpec, ArraySlice<String>) {
        let feature = try availableFeature(words[0])
        let named = feature.commands.filter { $0.name != nil }
        let second = words.dropFirst().first
        if let second, let spec = named.first(where: { $0.name == second }) {
            return (spec, words.dropFirst(2))
        }
        if let bare = feature.commands.first(where: { $0.name == nil }) {
            if let second, !second.hasPrefix("-"), bare.arguments.isEmpty, !named.isEmpty {
                throw unknownCommand("\(feature.name) \(second)", suggesting: named.map(\.path), topic: feature.name)
            }
            return (bare, words.dropFirst())
        }
        guard let second else {
            throw UsageError(
                .needsCommand(feature: feature.name, commands: named.compactMap(\.name)), helpTopic: feature.name)
        }
        throw unknownCommand("\(feature.name) \(second)", suggesting: named.map(\.path), topic: feature.name)
    }

    private func availableFeature(_ word: String) throws(UsageError) -> FeatureCommands {
        if word.isEmpty {
            throw UsageError(.emptyCommand, helpTopic: "")
        }
        if word.hasPrefix("-") {
            let suggestion = Suggestion.closest(to: word, in: InvocationParser.optionNames)
            throw UsageError(.unknownOption(Echo.word(word), command: nil, suggestion: suggestion), helpTopic: "")
        }
        guard let feature = feature(named: word) else {
            throw unknownCommand(word, suggesting: features.map(\.name) + Self.sessionWords + ["help"], topic: "")
        }
        return feature
    }

    private func unknownCommand(_ words: String, suggesting candidates: [String], topic: String) -> UsageError {
        UsageError(
            .unknownCommand(Echo.word(words), suggestion: Suggestion.closest(to: words, in: candidates)),
            helpTopic: topic)
    }
}
