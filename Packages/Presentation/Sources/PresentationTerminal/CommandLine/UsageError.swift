/// A command line the app cannot run: unknown command or option, a missing or malformed argument. It ends a
/// one-shot run with exit code 64; in a session it is reported and the next line is read.
public struct UsageError: Error, Hashable, Sendable {
    /// One sentence saying what is wrong, e.g. "--page must be a whole number of 1 or more, got 0."
    public var message: String
    /// What to read next: `""` for the list of commands, `"catalog list"` for one command, nil for no hint.
    public var helpTopic: String?

    public init(_ message: String, helpTopic: String? = nil) {
        self.message = message
        self.helpTopic = helpTopic
    }

    /// The message followed by the hint, worded for where the person is: a shell or an interactive session.
    public func sentence(interactive: Bool) -> String {
        guard let topic = helpTopic else { return message }
        switch (topic.isEmpty, interactive) {
        case (true, false): return message + " Run 'app --help' for the list of commands."
        case (true, true): return message + " Type 'help' for the list of commands."
        case (false, false): return message + " Run 'app \(topic) --help' for its usage."
        case (false, true): return message + " Type 'help \(topic)' for its usage."
        }
    }
}
