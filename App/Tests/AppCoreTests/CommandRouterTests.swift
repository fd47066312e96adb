import AppComposition
import AppCore
import PresentationTerminal
import Testing

@MainActor
@Suite("Command router")
struct CommandRouterTests {
    nonisolated private static func command(_ name: String, _ values: [String: ParsedValue] = [:]) -> CommandRequest {
        .run(ParsedCommand(feature: "catalog", name: name, values: values))
    }

    @Test(
        "routes good command lines",
        arguments: [
            ("home", CommandRequest.run(ParsedCommand(feature: "home", name: nil))),
            ("catalog list", command("list")),
            ("catalog list --page 2", command("list", ["page": .integer(2)])),
            (
                "catalog list --page=3 --category laptops",
                command("list", ["page": .integer(3), "category": .text("laptops")])
            ),
            ("catalog search phone", command("search", ["QUERY": .text("phone")])),
            ("catalog search red lamp --page 2", command("search", ["QUERY": .text("red lamp"), "page": .integer(2)])),
            ("catalog search -- --weird", command("search", ["QUERY": .text("--weird")])),
            ("catalog show 7", command("show", ["PRODUCT_ID": .integer(7)])),
            ("catalog categories", command("categories")),
            ("next", CommandRequest.session(.next)),
            ("prev", CommandRequest.session(.previous)),
            ("open 3", CommandRequest.session(.open(3))),
            ("back", CommandRequest.session(.back)),
            ("quit", CommandRequest.session(.quit)),
            ("exit", CommandRequest.session(.quit)),
            ("help", CommandRequest.help(.app)),
            ("help catalog", CommandRequest.help(.feature("catalog"))),
        ]
    )
    func routes(line: String, route: CommandRequest) throws {
        #expect(try TestApp.router().route(WordSplitter.split(line)) == route)
    }

    @Test(
        "answers bad command lines with one sentence and a hint",
        arguments: [
            (
                "catlog list",
                "Unknown command 'catlog'. Did you mean 'catalog'? Run 'app --help' for the list of commands."
            ),
            ("frobnicate", "Unknown command 'frobnicate'. Run 'app --help' for the list of commands."),
            ("catalog list --page 0", "--page must be a whole number of 1 or more, got 0."),
            ("catalog list --page two", "--page must be a whole number of 1 or more, got two."),
            ("catalog list --page", "--page needs a value (N). Run 'app catalog list --help' for its usage."),
            (
                "catalog list --pag 2",
                "Unknown option '--pag' for 'catalog list'. Did you mean '--page'? Run 'app catalog list --help' for its usage."
            ),
            ("catalog show", "'catalog show' needs PRODUCT_ID. Run 'app catalog show --help' for its usage."),
            ("catalog show 0", "PRODUCT_ID must be a whole number of 1 or more, got 0."),
            ("catalog show -4", "PRODUCT_ID must be a whole number of 1 or more, got -4."),
            ("catalog show abc", "PRODUCT_ID must be a whole number of 1 or more, got abc."),
            (
                "catalog show 3 4",
                "Unexpected argument '4' for 'catalog show'. Run 'app catalog show --help' for its usage."
            ),
            ("catalog search", "'catalog search' needs QUERY. Run 'app catalog search --help' for its usage."),
            (
                "catalog",
                "'catalog' needs a command: list, search, show or categories. Run 'app catalog --help' for its usage."
            ),
            (
                "catalog lst",
                "Unknown command 'catalog lst'. Did you mean 'catalog list'? Run 'app catalog --help' for its usage."
            ),
            ("--frob", "Unknown option '--frob'. Run 'app --help' for the list of commands."),
            ("open", "'open' needs N, the number of a row on screen, as in 'open 2'."),
            ("open 0", "N must be a whole number of 1 or more, got 0."),
            ("next page", "'next' takes no arguments."),
        ]
    )
    func rejects(line: String, message: String) throws {
        let words = try WordSplitter.split(line)
        #expect(
            performing: { try TestApp.router().route(words) },
            throws: { error in
                (error as? UsageError)?.sentence(interactive: false, in: .english) == message
            })
    }

    @Test("help after a command is about that command, whatever arguments it has")
    func helpTopic() throws {
        let topic = try TestApp.router().helpTopic(["catalog", "show"])
        #expect(topic.commandPath == "catalog show")
    }
}

extension HelpTopic {
    fileprivate var commandPath: String? {
        guard case let .command(spec) = self else { return nil }
        return spec.path
    }
}
