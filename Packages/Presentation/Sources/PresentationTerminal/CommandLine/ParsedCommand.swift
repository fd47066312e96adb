/// A command line that matched a `CommandSpec`, with every value checked.
public struct ParsedCommand: Hashable, Sendable {
    public var feature: String
    public var name: String?
    /// Values by argument name (`PRODUCT_ID`) or option name (`page`); absent options are absent.
    public var values: [String: ParsedValue]

    public init(feature: String, name: String?, values: [String: ParsedValue] = [:]) {
        self.feature = feature
        self.name = name
        self.values = values
    }

    /// The integer given for an argument or option, or nil when it was not given.
    public func integer(_ key: String) -> Int? {
        guard case let .integer(value) = values[key] else { return nil }
        return value
    }

    /// The text given for an argument or option, or nil when it was not given.
    public func text(_ key: String) -> String? {
        guard case let .text(value) = values[key] else { return nil }
        return value
    }
}
