import AppComposition
import Foundation
import PresentationCore
import PresentationTerminal

/// The app from the command line to the exit code: parses the global options, builds the features, picks
/// the mode (one-shot, piped, interactive) and runs it. `main.swift` calls `run` and exits with its result.
@MainActor
package enum Application {
    /// Runs the app with the features the container builds for the configuration.
    package static func run(arguments: [String], environment: [String: String], console: any Console) async -> Int32 {
        await run(
            arguments: arguments, environment: environment, console: console,
            makeDataTransfer: { AppContainer(configuration: $0).makeDataTransfer() },
            makeFeatures: { features(of: AppContainer(configuration: $0), language: $0.language) })
    }

    /// Each feature's commands in `language`, in the order help lists them, each over its part of the root
    /// store. Home comes first and lists the others.
    static func features(of container: AppContainer, language: Language) -> [FeatureCommands] {
        typealias Action = AppFeature.Action
        let root = container.rootStore
        let features: [FeatureCommands] = [
            CatalogCommands.make(root.scope(state: \.catalog, action: Action.catalog), language),
            CartCommands.make(root.scope(state: \.cart, action: Action.cart), language),
            TodosCommands.make(root.scope(state: \.todos, action: Action.todos), language),
            MarketsCommands.make(root.scope(state: \.markets, action: Action.markets), language),
            // `make feature` adds a feature's commands above this line.
        ]
        let home = HomeCommands.make(
            root.scope(state: \.home, action: Action.home), features: features, language: language)
        return [home] + features
    }

    /// Runs the app with `arguments` (the first is the program's name) and returns the exit code.
    /// `makeFeatures` builds the features for a configuration, and `makeDataTransfer` what `app data` works
    /// on (nil: no `data` command); tests pass fakes through them.
    package static func run(
        arguments: [String],
        environment: [String: String],
        console: any Console,
        makeDataTransfer: (@MainActor (Configuration) -> DataTransfer)? = nil,
        makeFeatures: @MainActor (Configuration) -> [FeatureCommands]
    ) async -> Int32 {
        let invocation: Invocation
        let configuration: Configuration
        do throws(UsageError) {
            invocation = try InvocationParser.parse(Array(arguments.dropFirst()), atStartup: true)
            if invocation.options.version {
                console.write("\(AppInfo.command) \(AppInfo.version)\n")
                return ExitCode.success.rawValue
            }
            configuration = try configure(invocation.options, environment: environment)
        } catch {
            let format = OutputFormat(json: arguments.contains("--json"))
            let layout = RenderOptions(language: earlyLanguage(arguments: arguments, environment: environment))
            ScreenPrinter(console: console, layout: layout, interactive: false).report(error, format: format)
            return ExitCode.usage.rawValue
        }
        let mode = Session.Mode(invocation, console: console)
        // docs/CLI.md: NO_COLOR with any value, even an empty one, turns colors off.
        let colorsAllowed = !invocation.options.noColor && environment["NO_COLOR"] == nil
        let format = OutputFormat(
            json: invocation.options.json,
            colors: colorsAllowed && console.isOutputTerminal && mode != .piped
        )
        let layout = RenderOptions(
            width: width(environment: environment, console: console),
            showsLoading: console.isOutputTerminal,
            showsCommands: mode == .interactive,
            numbersRows: mode != .oneShot,
            language: configuration.language
        )
        let printer = ScreenPrinter(console: console, layout: layout, interactive: mode == .interactive)
        if mode == .oneShot, invocation.words.first == DataCommand.word, let makeDataTransfer {
            if invocation.options.help {
                printer.showLine(DataCommand.usage(in: configuration.language))
                return ExitCode.success.rawValue
            }
            let command = DataCommand(
                transfer: makeDataTransfer(configuration), console: console, printer: printer, format: format)
            return await command.run(invocation.words).rawValue
        }
        let session = Session(
            router: CommandRouter(features: makeFeatures(configuration)),
            help: .app(configuration.language),
            printer: printer,
            format: format,
            acceptsShortForms: mode != .oneShot
        )
        switch mode {
        case .oneShot: return await session.execute(invocation.words, help: invocation.options.help).exitCode.rawValue
        case .piped: return await session.runPiped(console: console, keepGoing: invocation.options.keepGoing).rawValue
        case .interactive: return await session.runInteractive(console: console).rawValue
        }
    }

    /// The container's configuration from the options over the environment; a bad value is a usage error.
    private static func configure(
        _ options: GlobalOptions, environment: [String: String]
    ) throws(UsageError) -> Configuration {
        var language = Language.english
        do {
            language = try Configuration.language(option: options.language, environment: environment)
            return try Configuration(
                dataDirectory: options.dataDirectory, apiURL: options.apiURL, marketsURL: options.marketsURL,
                timeout: options.timeout, retries: options.retries, store: options.store, language: language,
                environment: environment, homeDirectory: NSHomeDirectory())
        } catch {
            throw UsageError(.worded(error.message(in: language)))
        }
    }

    /// The language of a command line that could not be read: `--lang` if it is there and spoken, else the
    /// environment's choice, else English.
    private static func earlyLanguage(arguments: [String], environment: [String: String]) -> Language {
        let option =
            zip(arguments, arguments.dropFirst()).first { $0.0 == "--lang" }?.1
            ?? arguments.first { $0.hasPrefix("--lang=") }.map { String($0.dropFirst("--lang=".count)) }
        return (try? Configuration.language(option: option, environment: environment)) ?? .english
    }

    /// `COLUMNS` when set to a number, else what the terminal says, else 80.
    private static func width(environment: [String: String], console: any Console) -> Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return console.terminalWidth ?? 80
    }
}
