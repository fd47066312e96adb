import PresentationTerminal
import Testing
import TodosTesting

@testable import AppComposition
@testable import AppCore

/// The todos commands of docs/CLI.md, as the router parses them and as a run over the fake repository answers them.
@MainActor
@Suite("Todos commands")
struct TodosCommandTests {
    private func router() -> CommandRouter {
        CommandRouter(features: [
            TestCommands.todos()
        ])
    }

    nonisolated private static func todos(_ name: String?, _ values: [String: ParsedValue] = [:]) -> CommandRequest {
        .run(ParsedCommand(feature: "todos", name: name, values: values))
    }

    @Test(
        "routes the feature word alone, its filter, and free-text titles",
        arguments: [
            ("todos", todos(nil)),
            ("todos --filter active", todos(nil, ["filter": .text("active")])),
            ("todos --filter=completed", todos(nil, ["filter": .text("completed")])),
            ("todos add Buy   oat milk", todos("add", ["TITLE": .text("Buy oat milk")])),
            ("todos add 'Buy oat milk'", todos("add", ["TITLE": .text("Buy oat milk")])),
            ("todos edit a1b2 Call mum", todos("edit", ["TODO_ID": .text("a1b2"), "TITLE": .text("Call mum")])),
            ("todos toggle A1B2C3", todos("toggle", ["TODO_ID": .text("A1B2C3")])),
            ("todos delete 7e57aa00", todos("delete", ["TODO_ID": .text("7e57aa00")])),
        ]
    )
    func routes(line: String, route: CommandRequest) throws {
        #expect(try router().route(WordSplitter.split(line)) == route)
    }

    @Test(
        "answers bad todos command lines with one sentence",
        arguments: [
            ("todos --filter done", "--filter must be one of all, active or completed, got done."),
            ("todos toggle a1b", "TODO_ID must be at least 4 characters of an id, got a1b."),
            ("todos toggle 'a1b2 c3'", "TODO_ID must be at least 4 characters of an id, got a1b2 c3."),
            ("todos toggle", "'todos toggle' needs TODO_ID. Run 'app todos toggle --help' for its usage."),
            ("todos edit a1b2", "'todos edit' needs TITLE. Run 'app todos edit --help' for its usage."),
            (
                "todos toggle a1b2 c3d4",
                "Unexpected argument 'c3d4' for 'todos toggle'. Run 'app todos toggle --help' for its usage."
            ),
            (
                "todos tggle a1b2",
                "Unknown command 'todos tggle'. Did you mean 'todos toggle'? Run 'app todos --help' for its usage."
            ),
        ]
    )
    func rejects(line: String, message: String) throws {
        let words = try WordSplitter.split(line)
        #expect(
            performing: { try router().route(words) },
            throws: { error in (error as? UsageError)?.sentence(interactive: false, in: .english) == message }
        )
    }

    @Test("an ambiguous id prefix ends the run with 64 and lists the candidates")
    func ambiguous() async {
        let console = RecordingConsole()

        let code = await Application.run(
            arguments: ["app", "todos", "delete", "a1b2"], environment: [:], console: console
        ) {
            _ in
            [TestCommands.todos()]
        }

        #expect(code == 64)
        #expect(console.output.isEmpty)
        #expect(
            console.errors
                == "a1b2 matches 2 todos (a1b2c3d4-0000-4000-8000-000000000001, a1b2ffff-0000-4000-8000-000000000002); "
                + "give more characters.\n")
    }
}
