import PresentationTerminal
import Testing

@Suite("Global options")
struct InvocationParserTests {
    @Test("are found before or after the command, as --opt value or --opt=value")
    func anywhere() throws {
        let invocation = try InvocationParser.parse(
            ["--api-url", "http://a", "catalog", "list", "--json", "--timeout=3", "--page", "2"], atStartup: true)
        #expect(invocation.words == ["catalog", "list", "--page", "2"])
        #expect(invocation.options.apiURL == "http://a")
        #expect(invocation.options.timeout == "3")
        #expect(invocation.options.json)
    }

    @Test("leave everything after -- to the command")
    func doubleDash() throws {
        let invocation = try InvocationParser.parse(["catalog", "search", "--", "--json"], atStartup: true)
        #expect(invocation.words == ["catalog", "search", "--", "--json"])
        #expect(!invocation.options.json)
    }

    @Test("-h and --help ask for help", arguments: ["-h", "--help"])
    func help(flag: String) throws {
        #expect(try InvocationParser.parse(["catalog", flag], atStartup: true).options.help)
    }

    @Test(
        "reject what cannot be right",
        arguments: [
            (["--timeout"], "--timeout needs a value."),
            (["--json=yes"], "--json does not take a value."),
        ]
    )
    func rejects(words: [String], message: String) throws {
        let error = #expect(throws: UsageError.self) { try InvocationParser.parse(words, atStartup: true) }
        #expect(try #require(error).sentence(interactive: false, in: .english).hasPrefix(message))
    }

    @Test("a usage error reads in Uzbek, its hint too")
    func uzbek() throws {
        let error = #expect(throws: UsageError.self) { try InvocationParser.parse(["--timeout"], atStartup: true) }
        #expect(
            try #require(error).sentence(interactive: false, in: .uzbek)
                == "--timeout uchun qiymat kerak. Buyruqlar roʻyxati: 'app --help'.")
    }

    @Test("options of the whole run cannot change on a line of a session")
    func startupOnly() {
        #expect(throws: UsageError.self) { try InvocationParser.parse(["--api-url", "http://a"], atStartup: false) }
    }
}
