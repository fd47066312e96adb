import PresentationCore
import PresentationTerminal
import Testing

@MainActor
@Suite("A session's modes")
struct SessionModeTests {
    @Test("a command in the arguments is one-shot; without one, standard input decides")
    func mode() throws {
        let command = try InvocationParser.parse(["counter"], atStartup: true)
        let none = try InvocationParser.parse([], atStartup: true)
        #expect(Session.Mode(command, console: ScriptedConsole(terminal: true)) == .oneShot)
        #expect(Session.Mode(none, console: ScriptedConsole(terminal: false)) == .piped)
        #expect(Session.Mode(none, console: ScriptedConsole(terminal: true)) == .interactive)
    }

    @Test("piped mode skips comments and blank lines, and stops at the first failure with its code")
    func piped() async {
        let console = ScriptedConsole(input: ["# a comment", "", "counter add", "counter frob", "counter add"])
        let code = await Self.session(console).runPiped(console: console, keepGoing: false)
        #expect(code == .usage)
        #expect(console.output.contains("Count 1"))
        #expect(!console.output.contains("Count 2"))
    }

    @Test("with keepGoing, piped mode runs every line and ends with the first failure's code")
    func keepGoing() async {
        let console = ScriptedConsole(input: ["counter frob", "counter add", "counter add"])
        let code = await Self.session(console).runPiped(console: console, keepGoing: true)
        #expect(code == .usage)
        #expect(console.output.contains("Count 2"))
    }

    @Test("interactive mode shows home, prompts, goes on after a failure, and stops at quit")
    func interactive() async {
        let console = ScriptedConsole(
            input: ["counter frob", "", "counter add", "quit", "counter add"], terminal: true)
        let code = await Self.session(console).runInteractive(console: console)
        #expect(code == .success)
        #expect(console.output.hasPrefix("Home"))
        #expect(console.output.contains("> "))
        #expect(console.output.contains("Count 1"))
        #expect(!console.output.contains("Count 2"))
    }

    /// A session over two features: `home`, which shows a title, and `counter`, whose `add` counts.
    static func session(_ console: ScriptedConsole) -> Session {
        let counter = FeatureCommands(
            name: "counter", summary: "Counts.",
            store: Store(
                initialState: 0,
                reducer: Reduce<Int, Int> { state, step in
                    state += step
                    return .none
                }),
            screen: { Screen(title: "Count \($0)") },
            commands: [
                CommandBinding("counter", nil, summary: "Shows the count.") { 0 },
                CommandBinding("counter", "add", summary: "Adds one.", changesData: true) { 1 },
            ])
        let home = FeatureCommands(
            name: "home", summary: "Home.", store: Store(initialState: 0, reducer: Reduce<Int, Int> { _, _ in .none }),
            screen: { _ in Screen(title: "Home") }, commands: [CommandBinding("home", nil, summary: "Home.") { 0 }])
        let help = AppHelp(command: "app", title: "App", subtitle: "", usage: [], options: [])
        return Session(
            router: CommandRouter(features: [home, counter]), help: help,
            printer: ScreenPrinter(console: console, layout: RenderOptions(), interactive: true),
            format: OutputFormat(), acceptsShortForms: true)
    }
}
