import PresentationCore

/// A command line the app cannot run: unknown command or option, a missing or malformed argument. It ends a
/// one-shot run with exit code 64; in a session it is reported and the next line is read. It holds values, so
/// the printer words it in the reader's language.
public struct UsageError: Error, Hashable, Sendable {
    public var problem: Problem
    /// What to read next: `""` for the list of commands, `"catalog list"` for one command, nil for no hint.
    public var helpTopic: String?

    public init(_ problem: Problem, helpTopic: String? = nil) {
        self.problem = problem
        self.helpTopic = helpTopic
    }

    /// What is wrong with the line. `label` is how the person wrote the value (`--page`, `PRODUCT_ID`), `got`
    /// what they wrote, made safe to print.
    public enum Problem: Hashable, Sendable {
        case emptyValue(label: String)
        case notOneOf(label: String, choices: [String], got: String)
        case notIDPrefix(label: String, minimumLength: Int, got: String)
        case controlCharacters(label: String)
        /// Not a whole number (of `minimum` or more); `got` is empty when nothing was given.
        case notWholeNumber(label: String, minimum: Int?, got: String)
        case startupOnly(option: String)
        case takesNoValue(option: String)
        /// `valueName` says what the value is (`N`), when the option's grammar knows.
        case needsValue(option: String, valueName: String?)
        /// `command` is the command the option was given to, nil for the app; `suggestion` a likely meant word.
        case unknownOption(String, command: String?, suggestion: String?)
        case unknownCommand(String, suggestion: String?)
        case needsArgument(command: String, argument: String)
        case unexpectedArgument(String, command: String)
        /// A feature's name alone, when it has no command without a name.
        case needsCommand(feature: String, commands: [String])
        case emptyLine
        case unterminatedQuote(double: Bool)
        case emptyCommand
        case openNeedsRow
        case takesNoArguments(String)
        /// A short form (`next`, `open 2`) in one-shot mode.
        case screenOnly(String)
        case noPage(next: Bool)
        case noRow(Int, rowCount: Int)
        case nothingToOpen(row: Int)
        case noPreviousScreen
        /// A sentence the app has already worded in the reader's language.
        case worded(String)
    }

    /// The problem and then the hint, worded in `language` for where the person is: a shell or a session.
    public func sentence(interactive: Bool, in language: Language) -> String {
        let words = strings[language]
        let message = problem.sentence(words)
        guard let topic = helpTopic else { return message }
        switch (topic.isEmpty, interactive) {
        case (true, false): return words("usage.hint.shell", message)
        case (true, true): return words("usage.hint.session", message)
        case (false, false): return words("usage.hint.shellTopic", message, topic)
        case (false, true): return words("usage.hint.sessionTopic", message, topic)
        }
    }
}

extension UsageError.Problem {
    fileprivate func sentence(_ words: Words) -> String {
        switch self {
        case let .emptyValue(label): return words("usage.emptyValue", label)
        case let .notOneOf(label, choices, got):
            return words("usage.notOneOf", label, ListText.or(choices, in: words.language), got)
        case let .notIDPrefix(label, minimum, got): return words("usage.notIDPrefix", label, String(minimum), got)
        case let .controlCharacters(label): return words("usage.controlCharacters", label)
        case let .notWholeNumber(label, minimum, got):
            let given = got.isEmpty ? words("usage.nothing") : got
            guard let minimum else { return words("usage.notWholeNumber", label, given) }
            return words("usage.notWholeNumberOf", label, String(minimum), given)
        case let .startupOnly(option): return words("usage.startupOnly", option)
        case let .takesNoValue(option): return words("usage.takesNoValue", option)
        case let .needsValue(option, valueName?): return words("usage.needsValueNamed", option, valueName)
        case let .needsValue(option, nil): return words("usage.needsValue", option)
        case let .unknownOption(option, command, suggestion):
            let sentence =
                command.map { words("usage.unknownOptionFor", option, $0) }
                ?? words("usage.unknownOption", option)
            return suggested(sentence, suggestion, words)
        case let .unknownCommand(command, suggestion):
            return suggested(words("usage.unknownCommand", command), suggestion, words)
        case let .needsArgument(command, argument): return words("usage.needsArgument", command, argument)
        case let .unexpectedArgument(argument, command): return words("usage.unexpectedArgument", argument, command)
        case let .needsCommand(feature, commands):
            return words("usage.needsCommand", feature, ListText.or(commands, in: words.language))
        case .emptyLine: return words("usage.emptyLine")
        case let .unterminatedQuote(double):
            return words(double ? "usage.unterminatedDouble" : "usage.unterminatedSingle")
        case .emptyCommand: return words("usage.emptyCommand")
        case .openNeedsRow: return words("usage.openNeedsRow")
        case let .takesNoArguments(word): return words("usage.takesNoArguments", word)
        case let .screenOnly(word): return words("usage.screenOnly", word)
        case let .noPage(next): return words(next ? "usage.noNextPage" : "usage.noPreviousPage")
        case let .noRow(number, 0): return words("usage.noRowAtAll", String(number))
        case let .noRow(number, count): return words("usage.noRow", String(number), String(count))
        case let .nothingToOpen(row): return words("usage.nothingToOpen", String(row))
        case .noPreviousScreen: return words("usage.noPreviousScreen")
        case let .worded(sentence): return sentence
        }
    }

    private func suggested(_ sentence: String, _ suggestion: String?, _ words: Words) -> String {
        suggestion.map { words("usage.didYouMean", sentence, $0) } ?? sentence
    }
}
