import AppComposition

/// A command line with the global options taken out: what is left are the command's own words.
package struct Invocation: Hashable, Sendable {
    package var options: GlobalOptions
    /// The command and its arguments and options, in order (`catalog`, `list`, `--page`, `2`).
    package var words: [String]

    package init(options: GlobalOptions = GlobalOptions(), words: [String] = []) {
        self.options = options
        self.words = words
    }
}
