import Foundation
import Testing

/// A sample of the wrong invocations (the whole table of more than 100 runs in process, in AppCoreTests),
/// through the real binary: what only a real process shows, such as arguments the shell passes as they are,
/// very long ones, and the exit status itself.
@Suite("app, wrong command lines")
struct BadCommandLineTests {
    static let long = String(repeating: "x", count: 100_000)

    @Test(
        "a wrong command line exits 64 or 65 with one short sentence naming the problem",
        arguments: [
            (["bogus"], Int32(64), "Unknown command 'bogus'."),
            ([""], 64, "The command is empty."),
            (["catalog", "show"], 64, "'catalog show' needs PRODUCT_ID."),
            (["catalog", "show", "1", "2"], 64, "Unexpected argument '2' for 'catalog show'."),
            (["cart", "add", "1", "--qty", "-1"], 65, "Invalid quantity: must be between 1 and 99, got -1."),
            (["catalog", "show", "99999999999999999999"], 64, "PRODUCT_ID must be a whole number"),
            (["--data-dir", "", "todos"], 64, "--data-dir must name a folder, got nothing."),
            (["\u{202E}catalog"], 64, "Unknown command '\\u{202E}catalog'."),
            (["todos", "add", "\u{1B}[31mred"], 64, "TITLE must not contain control characters"),
            (["\u{FFFD}\u{FFFD}"], 64, "Unknown command '\u{FFFD}\u{FFFD}'."),
            ([BadCommandLineTests.long], 64, "Unknown command 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'."),
            (
                ["todos", "add", BadCommandLineTests.long], 65,
                "Invalid title: must be at most 500 characters, got 100000."
            ),
        ] as [([String], Int32, String)]
    )
    func wrongInvocation(arguments: [String], status: Int32, names: String) async throws {
        let run = try await AppProcess.run(arguments, limit: .seconds(30))

        #expect(run.status == status)
        #expect(run.stdout.isEmpty)
        #expect(run.errorLines.count == 1)
        #expect(run.stderr.contains(names), "stderr: \(run.stderr.prefix(300))")
        #expect(run.stderr.count < 300)
        #expect(!run.stderr.contains("Fatal error") && !run.stderr.contains("Stack dump"))
    }

    @Test(
        "a wrong line in a piped session stops it with 64 and one sentence",
        arguments: [
            ("todos add \"unterminated\n", "unterminated double quote"),
            ("todos add 'unterminated\n", "unterminated single quote"),
            ("open 99\n", "There is no row 99 here"),
            ("next\n", "There is no next page on this screen."),
            ("--data-dir /tmp todos\n", "--data-dir can be given only when the app starts"),
            ("catalog show \u{1B}[2J\n", "PRODUCT_ID must be a whole number of 1 or more, got \\u{1B}[2J."),
            ("\(BadCommandLineTests.long)\n", "Unknown command 'xxxx"),
        ]
    )
    func wrongPipedLine(input: String, names: String) async throws {
        let run = try await AppProcess.run([], input: input)

        #expect(run.status == 64)
        #expect(run.errorLines.count == 1)
        #expect(run.stderr.contains(names), "stderr: \(run.stderr.prefix(300))")
        #expect(run.stderr.count < 300)
    }
}
