import AppComposition
import AppCore
import Foundation
import Testing

@Suite("Configuration")
struct ConfigurationTests {
    private func configuration(_ options: GlobalOptions = GlobalOptions(), _ environment: [String: String] = [:]) throws
        -> Configuration
    {
        try Configuration(options: options, environment: environment, homeDirectory: "/home/test")
    }

    @Test("defaults: data under ~/.local/share, bundled sources, 10 s timeout")
    func defaults() throws {
        let configuration = try configuration()
        #expect(configuration.dataDirectory.path == "/home/test/.local/share/clean-swift-app")
        #expect(configuration.apiURL == nil)
        #expect(configuration.timeout == 10)
        #expect(configuration.retries == 2)
        #expect(configuration.colorsAllowed)
    }

    @Test(
        "retries come from --retries, else APP_RETRIES, else the Data layer's default policy",
        arguments: [
            (option: "0", environment: "5", expected: 0), (option: "10", environment: nil, expected: 10),
            (option: nil, environment: "0", expected: 0), (option: nil, environment: "", expected: 2),
        ] as [(option: String?, environment: String?, expected: Int)]
    )
    func retries(option: String?, environment: String?, expected: Int) throws {
        var options = GlobalOptions()
        options.retries = option
        let configuration = try configuration(options, environment.map { ["APP_RETRIES": $0] } ?? [:])
        #expect(configuration.retries == expected)
    }

    @Test("XDG_DATA_HOME moves the data directory")
    func xdg() throws {
        #expect(
            try configuration(GlobalOptions(), ["XDG_DATA_HOME": "/xdg"]).dataDirectory.path == "/xdg/clean-swift-app")
    }

    @Test("an option wins over the environment")
    func optionWins() throws {
        var options = GlobalOptions()
        options.apiURL = "http://127.0.0.1:9"
        options.dataDirectory = "~/state"
        let configuration = try configuration(options, ["APP_API_URL": "http://other", "APP_DATA_DIR": "/env"])
        #expect(configuration.apiURL?.absoluteString == "http://127.0.0.1:9")
        #expect(configuration.dataDirectory.path == "/home/test/state")
    }

    @Test("NO_COLOR or --no-color turn colors off")
    func noColor() throws {
        var options = GlobalOptions()
        options.noColor = true
        #expect(try !configuration(options).colorsAllowed)
        #expect(try !configuration(GlobalOptions(), ["NO_COLOR": "1"]).colorsAllowed)
    }

    @Test("NO_COLOR turns colors off with any value, even an empty one (docs/CLI.md)")
    func emptyNoColor() throws {
        #expect(try !configuration(GlobalOptions(), ["NO_COLOR": ""]).colorsAllowed)
        #expect(try configuration(GlobalOptions(), [:]).colorsAllowed)
    }

    @Test(
        "malformed values are usage errors",
        arguments: [
            ["APP_TIMEOUT": "0"], ["APP_TIMEOUT": "-1"], ["APP_TIMEOUT": "nan"], ["APP_API_URL": "dummyjson.com"],
            ["APP_MARKETS_URL": "ftp://x"], ["APP_RETRIES": "-1"], ["APP_RETRIES": "11"], ["APP_RETRIES": "two"],
        ]
    )
    func malformed(environment: [String: String]) {
        #expect(throws: UsageError.self) { try configuration(GlobalOptions(), environment) }
    }
}
