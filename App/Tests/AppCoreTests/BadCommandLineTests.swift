import AppCore
import Foundation
import PresentationTerminal
import Testing

/// One wrong invocation: the words, the exit code docs/CLI.md gives it, and a piece of the one sentence that
/// must name the problem.
struct BadInvocation: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let status: Int32
    let names: String

    init(_ arguments: [String], _ status: Int32, _ names: String) {
        self.arguments = arguments
        self.status = status
        self.names = names
    }

    var testDescription: String {
        let shown = arguments.map { $0.count > 30 ? "<\($0.count) characters>" : $0.debugDescription }
        return shown.joined(separator: " ")
    }
}

/// The table: unknown commands, missing and extra arguments, negative, huge and non-numeric numbers, empty
/// strings, flags in odd places, unicode, invisible characters and very long input.
enum BadInvocations {
    static let long = String(repeating: "x", count: 100_000)
    static let longDigits = String(repeating: "9", count: 5_000)

    static let unknownCommands: [BadInvocation] = [
        .init(["bogus"], 64, "Unknown command 'bogus'."),
        .init(["catalgo", "list"], 64, "Did you mean 'catalog'?"),
        .init(["Catalog", "list"], 64, "Unknown command 'Catalog'."),
        .init(["catalog", "bogus"], 64, "Unknown command 'catalog bogus'."),
        .init(["cart", "bogus"], 64, "Unknown command 'cart bogus'."),
        .init(["todos", "bogus"], 64, "Unknown command 'todos bogus'."),
        .init(["markets", "bogus"], 64, "Unknown command 'markets bogus'."),
        .init(["help", "bogus"], 64, "Unknown command 'bogus'."),
        .init([""], 64, "The command is empty."),
        .init(["-x"], 64, "Unknown option '-x'."),
        .init(["--bogus"], 64, "Unknown option '--bogus'."),
        .init(["-"], 64, "Unknown option '-'."),
        .init(["---json", "catalog"], 64, "Did you mean '--json'?"),
        .init(["open", "1"], 64, "'open' works on a screen"),
        .init(["next"], 64, "'next' works on a screen"),
        .init(["back"], 64, "'back' works on a screen"),
        .init(["quit", "now"], 64, "'quit' takes no arguments."),
    ]

    static let missingArguments: [BadInvocation] = [
        .init(["catalog", "show"], 64, "'catalog show' needs PRODUCT_ID."),
        .init(["catalog", "search"], 64, "'catalog search' needs QUERY."),
        .init(["cart", "add"], 64, "'cart add' needs PRODUCT_ID."),
        .init(["cart", "set"], 64, "'cart set' needs PRODUCT_ID."),
        .init(["cart", "set", "1"], 64, "'cart set' needs QTY."),
        .init(["cart", "remove"], 64, "'cart remove' needs PRODUCT_ID."),
        .init(["todos", "add"], 64, "'todos add' needs TITLE."),
        .init(["todos", "edit"], 64, "'todos edit' needs TODO_ID."),
        .init(["todos", "edit", "abcd"], 64, "'todos edit' needs TITLE."),
        .init(["todos", "toggle"], 64, "'todos toggle' needs TODO_ID."),
        .init(["todos", "delete"], 64, "'todos delete' needs TODO_ID."),
        .init(["markets", "show"], 64, "'markets show' needs COIN_ID."),
        .init(["catalog", "list", "--page"], 64, "--page needs a value"),
        .init(["todos", "--filter"], 64, "--filter needs a value"),
        .init(["--data-dir"], 64, "--data-dir needs a value."),
        .init(["catalog", "show", "--"], 64, "'catalog show' needs PRODUCT_ID."),
    ]

    static let extraArguments: [BadInvocation] = [
        .init(["catalog", "show", "1", "2"], 64, "Unexpected argument '2' for 'catalog show'."),
        .init(["catalog", "categories", "x"], 64, "Unexpected argument 'x'"),
        .init(["cart", "checkout", "now"], 64, "Unexpected argument 'now' for 'cart checkout'."),
        .init(["cart", "orders", "x"], 64, "Unexpected argument 'x' for 'cart orders'."),
        .init(["cart", "remove", "1", "2"], 64, "Unexpected argument '2' for 'cart remove'."),
        .init(["home", "x"], 64, "Unexpected argument 'x' for 'home'."),
        .init(["markets", "refresh", "x"], 64, "Unexpected argument 'x' for 'markets refresh'."),
        .init(["todos", "toggle", "abcd", "efgh"], 64, "Unexpected argument 'efgh'"),
    ]

    static let numbers: [BadInvocation] = [
        .init(["catalog", "show", "-1"], 64, "PRODUCT_ID must be a whole number of 1 or more, got -1."),
        .init(["catalog", "show", "0"], 64, "PRODUCT_ID must be a whole number of 1 or more, got 0."),
        .init(["catalog", "list", "--page", "-1"], 64, "--page must be a whole number of 1 or more, got -1."),
        .init(["catalog", "list", "--page", "0"], 64, "--page must be a whole number of 1 or more, got 0."),
        .init(["cart", "add", "-5"], 64, "PRODUCT_ID must be a whole number of 1 or more, got -5."),
        .init(["cart", "add", "1", "--qty", "-1"], 65, "Invalid quantity: must be between 1 and 99, got -1."),
        .init(["cart", "add", "1", "--qty", "0"], 65, "Invalid quantity: must be between 1 and 99, got 0."),
        .init(["cart", "set", "1", "-1"], 65, "Invalid quantity"),
        .init(["cart", "set", "1", "100"], 65, "Invalid quantity"),
        .init(["catalog", "show", "99999999999999999999"], 64, "PRODUCT_ID must be a whole number"),
        .init(["cart", "add", "1", "--qty", "1000000"], 65, "got 1000000."),
        .init(["cart", "set", "1", "9223372036854775807"], 65, "got 9223372036854775807."),
        .init(["cart", "set", "1", "9223372036854775808"], 64, "QTY must be a whole number"),
        .init(["catalog", "show", longDigits], 64, "PRODUCT_ID must be a whole number of 1 or more, got 9999"),
        .init(
            ["--timeout", "0", "home"], 64,
            "--timeout must be a number of seconds greater than 0 and at most 86400 (a day), got 0."),
        .init(["--timeout", "1e300", "home"], 64, "at most 86400 (a day), got 1e300."),
        .init(["--timeout", "86400.5", "home"], 64, "got 86400.5."),
        .init(["--timeout", "-3", "home"], 64, "--timeout must be a number of seconds greater than 0"),
        .init(["--timeout", "1e400", "home"], 64, "got 1e400."),
        .init(["--timeout", "nan", "home"], 64, "got nan."),
        .init(["--timeout", "inf", "home"], 64, "got inf."),
        .init(["--timeout", "soon", "home"], 64, "got soon."),
        .init(["--retries", "-1", "home"], 64, "--retries must be a whole number from 0 to 10, got -1."),
        .init(["--retries", "11", "home"], 64, "--retries must be a whole number from 0 to 10, got 11."),
        .init(["--retries", "1.5", "home"], 64, "got 1.5."),
        .init(["--retries", "", "home"], 64, "--retries must be a whole number from 0 to 10, got nothing."),
        .init(["--retries", "99999999999999999999", "home"], 64, "got 99999999999999999999."),
        .init(["catalog", "show", "abc"], 64, "got abc."),
        .init(["catalog", "show", "0x10"], 64, "got 0x10."),
        .init(["catalog", "show", "1e3"], 64, "got 1e3."),
        .init(["catalog", "show", "1.0"], 64, "got 1.0."),
        .init(["catalog", "list", "--page", "two"], 64, "--page must be a whole number of 1 or more, got two."),
        .init(["cart", "add", "one"], 64, "got one."),
        .init(["cart", "add", "1", "--qty", "1.5"], 64, "--qty must be a whole number, got 1.5."),
        .init(["cart", "set", "1", "x"], 64, "QTY must be a whole number"),
    ]

    static let emptyStrings: [BadInvocation] = [
        // A free-text argument given but blank is an empty title or query: invalid data (65, docs/CLI.md).
        .init(["todos", "add", ""], 65, "Invalid title: must not be empty."),
        .init(["todos", "add", "   "], 65, "Invalid title: must not be empty."),
        .init(["catalog", "search", ""], 65, "Invalid query: must not be empty."),
        .init(["catalog", "show", ""], 64, "'catalog show' needs PRODUCT_ID."),
        .init(["markets", "show", ""], 64, "'markets show' needs COIN_ID."),
        .init(["todos", "edit", "abcd", " "], 65, "Invalid title: must not be empty."),
        .init(["catalog", "list", "--page="], 64, "--page must be a whole number of 1 or more, got nothing."),
        .init(["--data-dir", "", "todos"], 64, "--data-dir must name a folder, got nothing."),
        .init(["--api-url", "", "catalog", "list"], 64, "--api-url must be an http or https URL"),
    ]

    static let oddFlags: [BadInvocation] = [
        .init(["--page", "2", "catalog", "list"], 64, "Unknown option '--page'."),
        .init(["catalog", "--page", "2", "list"], 64, "Unknown command 'catalog --page'."),
        .init(["catalog", "list", "-p", "2"], 64, "Unknown option '-p' for 'catalog list'."),
        .init(["catalog", "list", "--bogus"], 64, "Unknown option '--bogus' for 'catalog list'."),
        .init(["--json=yes", "catalog", "list"], 64, "--json does not take a value."),
        .init(["--help=1"], 64, "--help does not take a value."),
        .init(["todos", "--filter", "ACTIVE"], 64, "--filter must be one of all, active or completed, got ACTIVE."),
        .init(["markets", "--sort", "bogus"], 64, "--sort must be one of rank, change, price or name"),
        .init(["--api-url", "ftp://x", "catalog", "list"], 64, "--api-url must be an http or https URL"),
        .init(["--api-url", "notaurl", "catalog", "list"], 64, "got notaurl."),
        .init(["--markets-url", "http://", "markets"], 64, "--markets-url must be an http or https URL"),
        .init(["todos", "toggle", "ab"], 64, "TODO_ID must be at least 4 characters of an id, got ab."),
    ]

    static let unicodeAndLong: [BadInvocation] = [
        .init(["catalog", "show", "١٢"], 64, "PRODUCT_ID must be a whole number of 1 or more, got ١٢."),
        .init(["catalog", "show", "１"], 64, "got １."),
        .init(["catálogo"], 64, "Unknown command 'catálogo'."),
        .init(["markets", "--sort", "ранг"], 64, "got ранг."),
        .init(["\u{202E}catalog"], 64, "Unknown command '\\u{202E}catalog'."),
        .init(["catalog", "bogus\u{1B}[2J\u{07}"], 64, "Unknown command 'catalog bogus\\u{1B}[2J\\u{7}'."),
        .init(["todos", "add", "\u{1B}[31mred"], 64, "TITLE must not contain control characters"),
        .init(["todos", "add", "evil \u{202E}txt.exe"], 64, "TITLE must not contain control characters"),
        .init(["catalog", "search", "a\u{7}b"], 64, "QUERY must not contain control characters"),
        .init(["\u{FFFD}\u{FFFD}"], 64, "Unknown command '\u{FFFD}\u{FFFD}'."),
        .init([long], 64, "Unknown command 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'."),
        .init(["todos", "add", long], 65, "Invalid title: must be at most 500 characters, got 100000."),
        .init(["catalog", "show", long], 64, "got xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…."),
        .init(["todos", "toggle", "abcd", long], 64, "Unexpected argument 'xxxx"),
        .init(["markets", "--sort", long], 64, "--sort must be one of"),
        .init(["catalog", "list", "--\(long)"], 64, "Unknown option '--xxxx"),
    ]

    static let all =
        unknownCommands + missingArguments + extraArguments + numbers + emptyStrings + oddFlags + unicodeAndLong
}

@Suite("Wrong command lines, the whole table, in process")
@MainActor
struct BadCommandLineTests {
    @Test("the table holds at least 60 wrong invocations")
    func tableSize() {
        #expect(BadInvocations.all.count >= 60)
    }

    @Test(
        "a wrong command line exits 64 or 65 with one short sentence naming the problem", arguments: BadInvocations.all)
    func wrongInvocation(_ bad: BadInvocation) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bad-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let console = RecordingConsole()

        let code = await Application.run(
            arguments: ["app"] + bad.arguments, environment: ["APP_DATA_DIR": folder.path, "COLUMNS": "80"],
            console: console)

        #expect(code == bad.status)
        #expect(console.output.isEmpty)
        #expect(console.errors.split(separator: "\n").count == 1)
        #expect(console.errors.contains(bad.names), "stderr: \(console.errors.prefix(300))")
        #expect(console.errors.count < 300)
        #expect(!console.errors.unicodeScalars.contains { $0 != "\n" && $0.isInvisible })
    }
}
