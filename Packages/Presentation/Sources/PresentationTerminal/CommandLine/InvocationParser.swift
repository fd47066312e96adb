/// Takes the global options out of a command line, wherever they are (`app --json catalog list` and
/// `app catalog list --json` are the same), as `--name value` or `--name=value`. Everything after `--` is left
/// to the command, as are options it does not know (`--page`), which the command's own parser checks.
public enum InvocationParser {
    /// Splits `words` into global options and the command's words. `atStartup` is false for a line typed in a
    /// session, where only `--json`, `--no-color` and `--help` make sense.
    public static func parse(_ words: [String], atStartup: Bool) throws(UsageError) -> Invocation {
        var invocation = Invocation()
        var remaining = words[...]
        while let word = remaining.popFirst() {
            if word == "--" {
                invocation.words += [word] + remaining
                break
            }
            if word == "-h" {
                invocation.options.help = true
                continue
            }
            let (name, inlineValue) = split(word)
            guard let option = GlobalOption(rawValue: name) else {
                invocation.words.append(word)
                continue
            }
            guard atStartup || !option.isStartupOnly else {
                throw UsageError(.startupOnly(option: name))
            }
            if option.takesValue {
                if let inlineValue {
                    option.set(inlineValue, in: &invocation.options)
                } else {
                    option.set(try Self.value(of: name, from: &remaining), in: &invocation.options)
                }
            } else {
                guard inlineValue == nil else { throw UsageError(.takesNoValue(option: name)) }
                option.set(nil, in: &invocation.options)
            }
        }
        return invocation
    }

    /// The names of every global option, for "did you mean" hints.
    public static var optionNames: [String] { GlobalOption.allCases.map(\.rawValue) + ["-h"] }

    private static func split(_ word: String) -> (name: String, value: String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    private static func value(of name: String, from words: inout ArraySlice<String>) throws(UsageError) -> String {
        guard let value = words.popFirst() else {
            throw UsageError(.needsValue(option: name, valueName: nil), helpTopic: "")
        }
        return value
    }
}

/// The global options of docs/CLI.md.
private enum GlobalOption: String, CaseIterable {
    case dataDirectory = "--data-dir"
    case apiURL = "--api-url"
    case marketsURL = "--markets-url"
    case timeout = "--timeout"
    case retries = "--retries"
    case store = "--store"
    case language = "--lang"
    case json = "--json"
    case noColor = "--no-color"
    case keepGoing = "--keep-going"
    case help = "--help"
    case version = "--version"

    var takesValue: Bool {
        switch self {
        case .dataDirectory, .apiURL, .marketsURL, .timeout, .retries, .store, .language: return true
        case .json, .noColor, .keepGoing, .help, .version: return false
        }
    }

    /// Options that configure the whole run; a line of a session cannot change them.
    var isStartupOnly: Bool {
        switch self {
        case .json, .noColor, .help: return false
        default: return true
        }
    }

    func set(_ value: String?, in options: inout GlobalOptions) {
        switch self {
        case .dataDirectory: options.dataDirectory = value
        case .apiURL: options.apiURL = value
        case .marketsURL: options.marketsURL = value
        case .timeout: options.timeout = value
        case .retries: options.retries = value
        case .store: options.store = value
        case .language: options.language = value
        case .json: options.json = true
        case .noColor: options.noColor = true
        case .keepGoing: options.keepGoing = true
        case .help: options.help = true
        case .version: options.version = true
        }
    }
}
