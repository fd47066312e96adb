import PresentationCore

/// Matches the words after a command's name against its `CommandSpec`: options by name (anywhere, as
/// `--name value` or `--name=value`), positional arguments in order, a free-text last argument taking every
/// remaining word. After `--` every word is positional, so a query may start with a dash.
public enum CommandParser {
    public static func parse(_ words: ArraySlice<String>, for spec: CommandSpec) throws(UsageError) -> ParsedCommand {
        var command = ParsedCommand(feature: spec.feature, name: spec.name)
        var positionals: [String] = []
        var remaining = words
        var literal = false
        while let word = remaining.popFirst() {
            if literal || !isOption(word) {
                positionals.append(word)
            } else if word == "--" {
                literal = true
            } else {
                let (option, value) = try option(word, of: spec, remaining: &remaining)
                command.values[option.name] = try option.kind.parse(value, label: "--\(option.name)")
            }
        }
        try assign(positionals, to: spec, in: &command)
        return command
    }

    /// A word is an option when it starts with a dash and is not a number (`-1` is a value).
    private static func isOption(_ word: String) -> Bool {
        word.hasPrefix("-") && word.count > 1 && Double(word) == nil
    }

    private static func option(
        _ word: String,
        of spec: CommandSpec,
        remaining: inout ArraySlice<String>
    ) throws(UsageError) -> (OptionSpec, String) {
        let name: Substring
        var value: String?
        if let equals = word.firstIndex(of: "=") {
            name = word[..<equals].drop { $0 == "-" }
            value = String(word[word.index(after: equals)...])
        } else {
            name = word.drop { $0 == "-" }
        }
        guard word.hasPrefix("--"), let option = spec.options.first(where: { $0.name == name }) else {
            let known = spec.options.map { "--\($0.name)" } + InvocationParser.optionNames
            let optionName = String(word.prefix { $0 != "=" })
            let suggestion = Suggestion.closest(to: optionName, in: known)
            throw UsageError(
                .unknownOption(Echo.word(optionName), command: spec.path, suggestion: suggestion), helpTopic: spec.path)
        }
        if value == nil { value = remaining.popFirst() }
        guard let value else {
            throw UsageError(.needsValue(option: "--\(option.name)", valueName: option.valueName), helpTopic: spec.path)
        }
        return (option, value)
    }

    private static func assign(
        _ positionals: [String],
        to spec: CommandSpec,
        in command: inout ParsedCommand
    ) throws(UsageError) {
        var positionals = positionals[...]
        for (index, argument) in spec.arguments.enumerated() {
            let isLast = index == spec.arguments.count - 1
            let raw: String
            if isLast && argument.kind == .text {
                // Words given but all blank (`todos add "  "`) reach the feature, whose validation rejects an
                // empty title or query as invalid data (exit 65, docs/CLI.md); no words at all is a usage error.
                guard !positionals.isEmpty else {
                    throw UsageError(.needsArgument(command: spec.path, argument: argument.name), helpTopic: spec.path)
                }
                raw = positionals.joined(separator: " ")
                positionals = []
            } else {
                raw = positionals.popFirst() ?? ""
                guard !raw.allSatisfy(\.isWhitespace) else {
                    throw UsageError(.needsArgument(command: spec.path, argument: argument.name), helpTopic: spec.path)
                }
            }
            command.values[argument.name] = try argument.kind.parse(raw, label: argument.name)
        }
        if let extra = positionals.first {
            throw UsageError(.unexpectedArgument(Echo.word(extra), command: spec.path), helpTopic: spec.path)
        }
    }
}
