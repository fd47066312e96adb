import PresentationCore

/// A configuration value the app cannot use, such as `--timeout 0` or `APP_STORE=xml`: nothing runs. The text
/// app reports it as a usage error (exit 64); the SwiftUI apps show it in their window. `label` names the option
/// or variable the value came from, `got` the value, made safe to print.
package enum ConfigurationError: Error, Hashable, Sendable {
    case emptyDataDirectory
    case notAURL(label: String, got: String)
    case unknownStore(label: String, choices: [String], got: String)
    case badTimeout(label: String, got: String)
    case badRetries(label: String, range: ClosedRange<Int>, got: String)
    case unknownLanguage(label: String, choices: [String], got: String)

    /// One sentence naming the option or variable and the value, in `language`.
    package func message(in language: Language) -> String {
        let words = strings[language]
        switch self {
        case .emptyDataDirectory:
            return words("configuration.emptyDataDirectory")
        case let .notAURL(label, got):
            return words("configuration.notAURL", label, got)
        case let .unknownStore(label, choices, got), let .unknownLanguage(label, choices, got):
            return words("configuration.notOneOf", label, choices.joined(separator: words("configuration.or")), got)
        case let .badTimeout(label, got):
            return words("configuration.badTimeout", label, got)
        case let .badRetries(label, range, got):
            let given = got.isEmpty ? words("configuration.nothing") : got
            return words("configuration.badRetries", label, String(range.lowerBound), String(range.upperBound), given)
        }
    }
}
