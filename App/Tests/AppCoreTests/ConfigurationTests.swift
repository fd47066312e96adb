import AppComposition
import Foundation
import Testing

@Suite("Configuration")
struct ConfigurationTests {
    private func configuration(
        dataDirectory: String? = nil, apiURL: String? = nil, retries: String? = nil,
        _ environment: [String: String] = [:]
    ) throws -> Configuration {
        try Configuration(
            dataDirectory: dataDirectory, apiURL: apiURL, retries: retries, language: .english,
            environment: environment, homeDirectory: "/home/test")
    }

    @Test("defaults: data under ~/.local/share, bundled sources, 10 s timeout")
    func defaults() throws {
        let configuration = try configuration()
        #expect(configuration.dataDirectory.path == "/home/test/.local/share/clean-swift-app")
        #expect(configuration.apiURL == nil)
        #expect(configuration.timeout == 10)
        #expect(configuration.retries == 2)
    }

    @Test(
        "retries come from --retries, else APP_RETRIES, else the Data layer's default policy",
        arguments: [
            (option: "0", environment: "5", expected: 0), (option: "10", environment: nil, expected: 10),
            (option: nil, environment: "0", expected: 0), (option: nil, environment: "", expected: 2),
        ] as [(option: String?, environment: String?, expected: Int)]
    )
    func retries(option: String?, environment: String?, expected: Int) throws {
        let configuration = try configuration(retries: option, environment.map { ["APP_RETRIES": $0] } ?? [:])
        #expect(configuration.retries == expected)
    }

    @Test("XDG_DATA_HOME moves the data directory")
    func xdg() throws {
        #expect(
            try configuration(["XDG_DATA_HOME": "/xdg"]).dataDirectory.path == "/xdg/clean-swift-app")
    }

    @Test("an option wins over the environment")
    func optionWins() throws {
        let configuration = try configuration(
            dataDirectory: "~/state", apiURL: "http://127.0.0.1:9",
            ["APP_API_URL": "http://other", "APP_DATA_DIR": "/env"])
        #expect(configuration.apiURL?.absoluteString == "http://127.0.0.1:9")
        #expect(configuration.dataDirectory.path == "/home/test/state")
    }

    @Test(
        "malformed values are refused before anything runs",
        arguments: [
            ["APP_TIMEOUT": "0"], ["APP_TIMEOUT": "-1"], ["APP_TIMEOUT": "nan"], ["APP_API_URL": "dummyjson.com"],
            ["APP_MARKETS_URL": "ftp://x"], ["APP_RETRIES": "-1"], ["APP_RETRIES": "11"], ["APP_RETRIES": "two"],
        ]
    )
    func malformed(environment: [String: String]) {
        #expect(throws: ConfigurationError.self) { try configuration(environment) }
    }
}
