import DataCore
import Foundation
import PresentationCore

/// What the container is configured with, from the given values (the text app's options) first and the
/// environment second, every value checked: a malformed one is an error before anything runs.
package struct Configuration: Hashable, Sendable {
    /// Where persisted state lives. Nothing creates it until something needs to write.
    package var dataDirectory: URL
    /// A DummyJSON-format server for products; nil means the bundled snapshot.
    package var apiURL: URL?
    /// A CoinGecko-format server; nil means the bundled snapshot.
    package var marketsURL: URL?
    /// The per-request timeout in seconds.
    package var timeout: Double
    /// How many times a GET that failed for a reason worth retrying is tried again, within the timeout.
    package var retries: Int
    /// Where persisted state is kept: JSON files (the default) or one SQLite database.
    package var store: StorageKind
    /// The language the UI speaks, which the UI chose: the text app's `language(option:environment:)`, the
    /// system's on Apple platforms.
    package var language: Language

    package static let defaultTimeout = 10.0
    /// The Data layer's default policy's retries (two: three attempts, 0.5 s then 1 s apart).
    package static let defaultRetries = RetryPolicy.default.maxAttempts - 1
    /// More retries than this would outlast any sensible timeout; a script that wants none says 0.
    package static let retriesRange = 0...10

    /// The values as typed (nil when not given), each over its variable in `environment`; `homeDirectory` is
    /// the fallback for `~` and for the default data directory when `HOME` is not set.
    package init(
        dataDirectory: String? = nil, apiURL: String? = nil, marketsURL: String? = nil, timeout: String? = nil,
        retries: String? = nil, store: String? = nil, language: Language, environment: [String: String],
        homeDirectory: String
    ) throws(ConfigurationError) {
        self.language = language
        let value = { (name: String) in environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let home = value("HOME") ?? homeDirectory
        if dataDirectory?.isEmpty == true {
            throw ConfigurationError.emptyDataDirectory
        }
        if let directory = dataDirectory ?? value("APP_DATA_DIR") {
            self.dataDirectory = Self.directory(directory, home: home)
        } else if let dataHome = value("XDG_DATA_HOME"), dataHome.hasPrefix("/") {
            self.dataDirectory = URL(fileURLWithPath: dataHome).appendingPathComponent(AppInfo.dataFolderName)
        } else {
            self.dataDirectory = URL(fileURLWithPath: home).appendingPathComponent(
                ".local/share/\(AppInfo.dataFolderName)")
        }
        // The option with its name when given, else the variable with its name when set: an error names the one used.
        let given = { (option: String?, name: String, variable: String) -> (value: String, label: String)? in
            option.map { ($0, name) } ?? value(variable).map { ($0, variable) }
        }
        self.apiURL = try Self.url(given(apiURL, "--api-url", "APP_API_URL"))
        self.marketsURL = try Self.url(given(marketsURL, "--markets-url", "APP_MARKETS_URL"))
        if let (raw, label) = given(timeout, "--timeout", "APP_TIMEOUT") {
            self.timeout = try Self.seconds(raw, label: label)
        } else {
            self.timeout = Self.defaultTimeout
        }
        if let (raw, label) = given(retries, "--retries", "APP_RETRIES") {
            self.retries = try Self.retries(raw, label: label)
        } else {
            self.retries = Self.defaultRetries
        }
        self.store = try Self.store(given(store, "--store", "APP_STORE"))
    }

    private static func directory(_ path: String, home: String) -> URL {
        if path == "~" { return URL(fileURLWithPath: home) }
        if path.hasPrefix("~/") { return URL(fileURLWithPath: home).appendingPathComponent(String(path.dropFirst(2))) }
        return URL(fileURLWithPath: path).standardizedFileURL
    }

    /// The URL given as an option, else the one in the environment, else nil.
    private static func url(_ named: (value: String, label: String)?) throws(ConfigurationError) -> URL? {
        guard let (raw, label) = named else { return nil }
        guard let url = URL(string: raw), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
            let host = url.host, !host.isEmpty
        else {
            throw ConfigurationError.notAURL(label: label, got: Echo.word(raw))
        }
        return url
    }

    /// The store named by the option or the environment (the option wins), else the file store.
    private static func store(_ named: (value: String, label: String)?) throws(ConfigurationError) -> StorageKind {
        guard let (raw, label) = named else { return .file }
        guard let store = StorageKind(rawValue: raw) else {
            throw ConfigurationError.unknownStore(
                label: label, choices: StorageKind.allCases.map(\.rawValue), got: Echo.word(raw))
        }
        return store
    }

    private static func seconds(_ raw: String, label: String) throws(ConfigurationError) -> Double {
        guard let seconds = Double(raw), seconds.isFinite, seconds > 0, seconds <= 86_400 else {
            throw ConfigurationError.badTimeout(label: label, got: Echo.word(raw))
        }
        return seconds
    }

    private static func retries(_ raw: String, label: String) throws(ConfigurationError) -> Int {
        guard let count = Int(raw), retriesRange.contains(count) else {
            throw ConfigurationError.badRetries(
                label: label, range: retriesRange, got: raw.isEmpty ? "" : Echo.word(raw))
        }
        return count
    }
}
