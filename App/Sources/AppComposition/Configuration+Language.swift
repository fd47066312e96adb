import PresentationCore

extension Configuration {
    /// The language of the text app, chosen once here and handed down: `--lang` (`option`), else `APP_LANG`,
    /// else the language of `LC_ALL`, `LC_MESSAGES` or `LANG` (the first one set) when the app speaks it, else
    /// English. A `--lang` or `APP_LANG` the app does not speak is an error naming the ones it does; a locale
    /// variable naming another language (`C`, `fr_FR.UTF-8`) only means English.
    package static func language(option: String?, environment: [String: String]) throws(ConfigurationError) -> Language
    {
        let value = { (name: String) in environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        if let (raw, label) = option.map({ ($0, "--lang") }) ?? value("APP_LANG").map({ ($0, "APP_LANG") }) {
            guard let language = Language(rawValue: raw) else {
                throw .unknownLanguage(label: label, choices: Language.allCases.map(\.rawValue), got: Echo.word(raw))
            }
            return language
        }
        let locale = value("LC_ALL") ?? value("LC_MESSAGES") ?? value("LANG")
        return locale.flatMap(Language.init(code:)) ?? .english
    }
}
