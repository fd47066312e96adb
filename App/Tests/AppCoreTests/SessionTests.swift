import CatalogTesting
import Testing

@MainActor
@Suite("Piped and interactive sessions")
struct SessionTests {
    private let paged = FakeProductRepository(products: ProductFixtures.numbered(25))

    @Test("piped mode skips comments and blank lines and prints each screen")
    func piped() async {
        let run = await TestApp.run(
            [], input: ["# a comment", "", "catalog list --json", "   ", "catalog show 100 --json"], repository: paged)
        #expect(run.code == 0)
        #expect(run.output.split(separator: "\n").count == 2)
    }

    @Test("piped mode stops at the first failing command with its code")
    func stopsAtFailure() async {
        let run = await TestApp.run([], input: ["catalog show 1 --json", "catalog list --json"], repository: paged)
        #expect(run.code == 1)
        #expect(run.output.isEmpty)
    }

    @Test("--keep-going runs every line and ends with the first failure's code")
    func keepGoing() async {
        let input = ["catalog show 1", "catalog list --page 0", "catalog list --json"]
        let run = await TestApp.run(["--keep-going"], input: input, repository: paged)
        #expect(run.code == 1)
        #expect(run.output.contains("\"products\""))
        #expect(run.errors.split(separator: "\n").count == 2)
    }

    @Test("next and prev turn the page of the list on screen")
    func paging() async {
        let run = await TestApp.run([], input: ["catalog list", "next", "next", "prev --json"], repository: paged)
        #expect(run.code == 0)
        #expect(run.output.contains("Item 110"))
        #expect(run.output.contains("Item 120"))
        #expect(run.output.split(separator: "\n").last?.hasPrefix("{\"page\":2,") == true)
    }

    @Test("next past the last page says so")
    func lastPage() async {
        let run = await TestApp.run([], input: ["catalog list --page 3", "next"], repository: paged)
        #expect(run.code == 64)
        #expect(run.errors == "There is no next page on this screen.\n")
    }

    @Test("open N runs the N-th row's command")
    func open() async {
        let run = await TestApp.run([], input: ["catalog list --page 2", "open 3 --json"], repository: paged)
        #expect(run.code == 0)
        #expect(run.output.contains("\"id\":112"))
    }

    @Test("back shows the previous screen again")
    func back() async {
        let run = await TestApp.run(
            [], input: ["catalog list --page 2", "catalog show 100", "back --json"], repository: paged)
        #expect(run.code == 0)
        #expect(run.output.split(separator: "\n").last?.contains("\"page\":2") == true)
    }

    @Test("on a feature's screen its commands work without the feature's name")
    func screenCommands() async {
        let short = await TestApp.run([], input: ["catalog list", "search Item 11 --json"], repository: paged)
        let long = await TestApp.run([], input: ["catalog search Item 11 --json"], repository: paged)

        #expect(short.code == 0)
        #expect(short.errors.isEmpty)
        #expect(short.output.split(separator: "\n").last == long.output.split(separator: "\n").last)
        #expect(long.output.contains("\"id\":110"))
    }

    @Test("a feature's command word means nothing before its screen is shown, nor on another feature's")
    func screenCommandsNeedTheirScreen() async {
        let before = await TestApp.run([], input: ["search phone"], repository: paged)
        let elsewhere = await TestApp.run([], input: ["home", "search phone"], repository: paged)

        #expect(before.code == 64)
        #expect(before.errors.hasPrefix("Unknown command 'search'."))
        #expect(elsewhere.code == 64)
        #expect(elsewhere.errors.hasPrefix("Unknown command 'search'."))
    }

    @Test("help on a feature's screen names that feature's command")
    func screenHelp() async {
        let run = await TestApp.run([], input: ["catalog list", "help show"], repository: paged)

        #expect(run.code == 0)
        #expect(run.output.contains("app catalog show PRODUCT_ID"))
    }

    @Test("interactive mode shows Home, a prompt, and goes on after a failure")
    func interactive() async {
        let run = await TestApp.run([], input: ["catalog show 999", "quit", "home"], terminal: true, repository: paged)
        #expect(run.code == 0)
        #expect(run.output.contains("\u{1B}[1;36mHome\u{1B}[0m"))
        #expect(run.output.contains("> "))
        #expect(run.errors == "\u{1B}[31mNo product with id 999.\u{1B}[0m\n")
    }

    @Test("interactive mode leaves at the end of input")
    func endOfInput() async {
        let run = await TestApp.run([], input: [], terminal: true, environment: ["NO_COLOR": "1"], repository: paged)
        #expect(run.code == 0)
        #expect(!run.output.contains("\u{1B}[1"))
    }

    @Test("NO_COLOR with any value, even an empty one, or --no-color turn colors off", arguments: ["", "1"])
    func noColor(value: String) async {
        let environment = await TestApp.run([], terminal: true, environment: ["NO_COLOR": value], repository: paged)
        let option = await TestApp.run(["--no-color"], terminal: true, repository: paged)
        for run in [environment, option] {
            #expect(run.output.contains("Home") && !run.output.contains("\u{1B}[1;36m"))
        }
    }

    @Test("a line may not change the options of the whole run")
    func lineOptions() async {
        let run = await TestApp.run([], input: ["home --api-url http://x"], repository: paged)
        #expect(run.code == 64)
    }
}

extension SessionTests {
    @Test("a failed command leaves the list on screen able to turn its page")
    func failureKeepsList() async {
        let input = ["catalog list", "catalog show 1", "next --json"]
        let run = await TestApp.run(["--keep-going"], input: input, repository: paged)
        #expect(run.code == 1)
        #expect(run.output.contains("\"page\":2"))
    }
}
