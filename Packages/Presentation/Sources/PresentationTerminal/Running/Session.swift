import PresentationCore

/// Runs commands against the features for one run of the app, in any mode. It keeps the screens shown, so
/// the short forms work: `next`/`prev` turn the current list's page, `open N` runs a row's command, `back`
/// shows the previous screen again.
@MainActor
public final class Session {
    private let router: CommandRouter
    private let help: HelpScreens
    let printer: ScreenPrinter
    private let format: OutputFormat
    private let acceptsShortForms: Bool
    private var history: [HistoryEntry] = []
    /// How many commands each feature has run (keyed by the commands' identity), for `HistoryEntry.generation`.
    private var commandCounts: [ObjectIdentifier: Int] = [:]

    /// How a run reads its commands: one command from the arguments, one per line from a pipe, or typed at a
    /// prompt.
    public enum Mode: Sendable {
        case oneShot, piped, interactive

        /// One-shot when the arguments hold a command (or `--help`), else by whether standard input is a terminal.
        @MainActor
        public init(_ invocation: Invocation, console: any Console) {
            if !invocation.words.isEmpty || invocation.options.help {
                self = .oneShot
            } else {
                self = console.isInputTerminal ? .interactive : .piped
            }
        }
    }

    /// `format` is the run's output format, which a line may override; `acceptsShortForms` is false in
    /// one-shot mode, where there is no screen to act on.
    public init(
        router: CommandRouter, help: AppHelp, printer: ScreenPrinter, format: OutputFormat, acceptsShortForms: Bool
    ) {
        self.router = router
        self.help = HelpScreens(app: help, language: printer.layout.language)
        self.printer = printer
        self.format = format
        self.acceptsShortForms = acceptsShortForms
    }

    /// Runs one typed or piped line: split into words, global options for this line, then the command.
    public func execute(line: String) async -> Outcome {
        do throws(UsageError) {
            let invocation = try InvocationParser.parse(try WordSplitter.split(line), atStartup: false)
            var format = format
            format.json = format.json || invocation.options.json
            format.colors = format.colors && !invocation.options.noColor
            return await execute(invocation.words, format: format, help: invocation.options.help)
        } catch {
            printer.report(error, format: format)
            return .failure(.usage)
        }
    }

    /// Runs a command's words (global options already taken out), or shows help on them when `help` is set.
    public func execute(_ words: [String], format: OutputFormat? = nil, help: Bool = false) async -> Outcome {
        let format = format ?? self.format
        do throws(UsageError) {
            // On a screen (interactive and piped modes), its feature's commands work without the feature's name.
            let screenFeature = acceptsShortForms ? history.last?.feature.name : nil
            if help {
                return showHelp(try router.helpTopic(words, onScreenOf: screenFeature), format: format)
            }
            switch try router.route(words, onScreenOf: screenFeature) {
            case let .help(topic):
                return showHelp(topic, format: format)
            case let .run(command):
                return await run(command, format: format)
            case let .session(command):
                guard acceptsShortForms else {
                    throw UsageError(.screenOnly(Echo.word(words[0])), helpTopic: "")
                }
                return try await perform(command, format: format)
            }
        } catch {
            printer.report(error, format: format)
            return .failure(.usage)
        }
    }

    // MARK: - Commands

    private func showHelp(_ topic: HelpTopic, format: OutputFormat) -> Outcome {
        printer.showText(help.screen(for: topic, features: router.features), format: format)
        return .success
    }

    private func run(_ command: ParsedCommand, format: OutputFormat) async -> Outcome {
        guard let feature = router.feature(named: command.feature) else { return .failure(.usage) }
        let screen = await feature.run(command, loading: printer.loadingLine(format: format))
        if screen.failure != nil {
            // A failed command leaves nothing presented (such as a detail that failed to load), so the
            // screen shown before it still answers `next` and `prev`.
            _ = await feature.dismiss()
        }
        let entry = HistoryEntry(
            feature: feature, screen: screen, replay: replay(of: command, in: feature),
            generation: countCommand(of: feature))
        return show(entry, replacing: false, format: format)
    }

    /// The command `back` runs to refresh the screen `command` showed: the command itself when it only reads.
    /// One that changed data (`cart add 1`) must not run twice, so the feature's own command (`cart`) refreshes
    /// its screen instead, or nothing when the feature has none.
    private func replay(of command: ParsedCommand, in feature: FeatureCommands) -> ParsedCommand? {
        guard feature.commands.contains(where: { $0.name == command.name && $0.changesData }) else { return command }
        guard let own = feature.commands.first(where: { $0.name == nil && $0.arguments.isEmpty }) else { return nil }
        return ParsedCommand(feature: own.feature, name: nil)
    }

    private func show(_ entry: HistoryEntry, replacing: Bool, format: OutputFormat) -> Outcome {
        if let failure = entry.screen.failure {
            printer.report(failure, format: format)
            return .failure(ExitCode(failure.kind))
        }
        if replacing, !history.isEmpty {
            history[history.count - 1] = entry
        } else {
            history.append(entry)
        }
        printer.show(entry.screen, commands: router.usages(of: entry.screen.routes), format: format)
        return .success
    }

    /// Counts one more command run on `feature`, and returns its count.
    private func countCommand(of feature: FeatureCommands) -> Int {
        let key = ObjectIdentifier(feature)
        commandCounts[key, default: 0] += 1
        return commandCounts[key]!
    }

    // MARK: - Short forms

    private func perform(_ command: SessionCommand, format: OutputFormat) async throws(UsageError) -> Outcome {
        switch command {
        case .next: return try await turnPage(.next, format: format)
        case .previous: return try await turnPage(.previous, format: format)
        case let .open(row): return try await open(row, format: format)
        case .back: return try await back(format: format)
        case .quit: return .quit
        }
    }

    private func turnPage(_ direction: PageDirection, format: OutputFormat) async throws(UsageError) -> Outcome {
        guard let current = history.last,
            let screen = await current.feature.turnPage(direction, loading: printer.loadingLine(format: format))
        else {
            throw UsageError(.noPage(next: direction == .next))
        }
        let entry = HistoryEntry(
            feature: current.feature, screen: screen, generation: countCommand(of: current.feature))
        return show(entry, replacing: true, format: format)
    }

    private func open(_ number: Int, format: OutputFormat) async throws(UsageError) -> Outcome {
        let rows = history.last?.screen.numberedRows ?? []
        guard number <= rows.count else {
            throw UsageError(.noRow(number, rowCount: rows.count))
        }
        guard let route = rows[number - 1].opens, let command = router.command(opening: route) else {
            throw UsageError(.nothingToOpen(row: number))
        }
        return await run(command, format: format)
    }

    /// Shows the previous screen again. When both screens belong to one feature, the feature first leaves
    /// what it presented (a detail), and replays the earlier command if its state moved on since.
    private func back(format: OutputFormat) async throws(UsageError) -> Outcome {
        guard history.count > 1 else { throw UsageError(.noPreviousScreen) }
        let leaving = history.removeLast()
        var target = history.removeLast()
        if leaving.feature === target.feature {
            let shown = await target.feature.dismiss()
            if shown != target.screen, let replay = target.replay {
                let loading = printer.loadingLine(format: format)
                let replayed = await target.feature.run(replay, loading: loading)
                if replayed.failure == nil { target.screen = replayed }
            }
            target.generation = countCommand(of: target.feature)
        } else if target.generation == commandCounts[ObjectIdentifier(target.feature)] {
            // Nothing ran on the target's feature since its screen was shown, so its state is still that
            // screen's, kept up to date by the root store's rules (a cart change reloads the dashboard).
            let now = target.feature.currentScreen
            if now.failure == nil { target.screen = now }
        }
        return show(target, replacing: false, format: format)
    }
}
