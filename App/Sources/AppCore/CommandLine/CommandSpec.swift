/// The grammar of one command (`catalog show PRODUCT_ID`): what the parser accepts and what help shows.
package struct CommandSpec: Hashable, Sendable {
    package var feature: String
    /// The word after the feature name; nil for the feature's own command (`cart`, `home`).
    package var name: String?
    package var arguments: [ArgumentSpec]
    package var options: [OptionSpec]
    /// One line for the help and the home screen.
    package var summary: String

    package init(
        feature: String,
        name: String?,
        arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [],
        summary: String
    ) {
        self.feature = feature
        self.name = name
        self.arguments = arguments
        self.options = options
        self.summary = summary
    }

    /// The words that select this command: `catalog show`.
    package var path: String {
        [feature, name].compactMap { $0 }.joined(separator: " ")
    }

    /// `catalog list [--page N] [--category SLUG]`.
    package var usage: String {
        ([path] + arguments.map(\.name) + options.map { "[\($0.usage)]" }).joined(separator: " ")
    }
}
