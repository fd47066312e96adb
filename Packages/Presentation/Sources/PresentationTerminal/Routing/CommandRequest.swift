/// What a command line asks for, once parsed: a feature command, a session short form, or help.
public enum CommandRequest: Hashable, Sendable {
    /// Run a feature's command.
    case run(ParsedCommand)
    /// A short form that acts on the session's current screen (`next`, `open 3`, `back`, `quit`).
    case session(SessionCommand)
    /// Show help on a topic.
    case help(HelpTopic)
}

/// The short forms a person types on a screen in interactive and piped modes.
public enum SessionCommand: Hashable, Sendable {
    case next
    case previous
    /// Run the command of the N-th numbered row on screen (from 1).
    case open(Int)
    case back
    case quit
}

/// What the help is about.
public enum HelpTopic: Hashable, Sendable {
    /// Every command, the short forms, the global options.
    case app
    /// One feature's commands, by feature name.
    case feature(String)
    /// One command.
    case command(CommandSpec)
}
