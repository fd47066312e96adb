import PresentationCore

/// What `help` says about the app itself; the commands come from the features.
public struct AppHelp: Sendable {
    /// The program's name, as each command's usage line starts: `app`.
    public var command: String
    public var title: String
    public var subtitle: String
    /// The forms of a command line, as rows of form and meaning.
    public var usage: [Screen.Row]
    /// The global options, as rows of option, environment variable and meaning.
    public var options: [Screen.Row]

    public init(command: String, title: String, subtitle: String, usage: [Screen.Row], options: [Screen.Row]) {
        self.command = command
        self.title = title
        self.subtitle = subtitle
        self.usage = usage
        self.options = options
    }
}
