import Testing

@Suite("app, reading commands from a pipe")
struct PipedModeTests {
    @Test("skips comments and blank lines and prints each command's screen in turn")
    func commandsInTurn() async throws {
        let input = "# browse, then search\n\ncatalog list --json\n   \ncatalog search phone --json\n"
        let run = try await AppProcess.run([], input: input)
        #expect(run.status == 0)
        #expect(run.outputLines.count == 2)
        #expect(run.outputLines.allSatisfy { $0.hasPrefix("{\"page\":1") })
    }

    @Test("stops at the first failing command with its exit code")
    func stopsAtFailure() async throws {
        let run = try await AppProcess.run([], input: "catalog show 99999\ncatalog list --json\n")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.errorLines == ["No product with id 99999."])
    }

    @Test("--keep-going runs the rest and still exits with the failure's code")
    func keepGoing() async throws {
        let run = try await AppProcess.run(["--keep-going"], input: "catalog show 99999\ncatalog list --json\n")
        #expect(run.status == 1)
        #expect(run.outputLines.count == 1)
    }

    @Test("next and open work on the screen shown")
    func shortForms() async throws {
        let run = try await AppProcess.run([], input: "catalog list\nnext --json\nopen 1 --json\n")
        #expect(run.status == 0)
        #expect(run.outputLines.last?.hasPrefix("{\"id\":11,") == true)
    }

    @Test("text output has no ANSI escapes, with or without NO_COLOR", arguments: [[:], ["NO_COLOR": "1"]])
    func noColors(environment: [String: String]) async throws {
        let run = try await AppProcess.run([], input: "home\ncatalog list\ncatalog show 1\n", environment: environment)
        #expect(run.status == 0)
        #expect(!run.stdout.isEmpty)
        #expect(!run.stdout.contains("\u{1B}"))
    }
}
