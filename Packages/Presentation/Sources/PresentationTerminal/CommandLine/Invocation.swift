/// A command line with the global options taken out: what is left are the command's own words.
public struct Invocation: Hashable, Sendable {
    public var options: GlobalOptions
    /// The command and its arguments and options, in order (`catalog`, `list`, `--page`, `2`).
    public var words: [String]

    public init(options: GlobalOptions = GlobalOptions(), words: [String] = []) {
        self.options = options
        self.words = words
    }
}
