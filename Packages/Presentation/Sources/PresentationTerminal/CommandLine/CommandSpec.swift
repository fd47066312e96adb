/// The grammar of one command (`catalog show PRODUCT_ID`): what the parser accepts and what help shows.
public struct CommandSpec: Hashable, Sendable {
    public var feature: String
    /// The word after the feature name; nil for the feature's own command (`cart`, `home`).
    public var name: String?
    public var arguments: [ArgumentSpec]
    public var options: [OptionSpec]
    /// One line for the help and the home screen.
    public var summary: String
    /// True for a command that changes stored data (`cart add`): `back` never runs it again to refresh a
    /// screen, since running it twice would change the data twice.
    public var changesData: Bool

    public init(
        feature: String,
        name: String?,
        arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [],
        summary: String,
        changesData: Bool = false
    ) {
        self.feature = feature
        self.name = name
        self.arguments = arguments
        self.options = options
        self.summary = summary
        self.changesData = changesData
    }

    /// The words that select this command: `catalog show`.
    public var path: String {
        [feature, name].compactMap { $0 }.joined(separator: " ")
    }

    /// `catalog list [--page N] [--category SLUG]`.
    public var usage: String {
        ([path] + arguments.map(\.name) + options.map { "[\($0.usage)]" }).joined(separator: " ")
    }
}
