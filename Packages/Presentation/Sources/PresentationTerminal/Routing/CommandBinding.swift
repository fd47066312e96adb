/// One command of a store-driven feature: its grammar and the action it sends.
public struct CommandBinding<Action: Sendable>: Sendable {
    public let spec: CommandSpec
    /// The action for a command that matched `spec`; nil only for a command missing a required argument, which
    /// neither the parser nor `open N` lets through.
    public let action: @Sendable (ParsedCommand) -> Action?

    /// The command `feature name` with `inputs` in order; `action` receives each input's value, typed (an
    /// argument's as its type, an option's as an optional). The grammar is made from the same inputs, so a
    /// handler cannot read a value the command does not have.
    public init<each Input: CommandInput>(
        _ feature: String, _ name: String?, _ inputs: repeat each Input, summary: String, changesData: Bool = false,
        action: @escaping @Sendable (repeat (each Input).Output) -> Action
    ) {
        var spec = CommandSpec(feature: feature, name: name, summary: summary, changesData: changesData)
        for input in repeat each inputs { input.add(to: &spec) }
        self.spec = spec
        self.action = { command in
            do {
                return try action(repeat Self.required((each inputs).value(in: command)))
            } catch {
                return nil
            }
        }
    }

    private struct Missing: Error {}

    private static func required<Value>(_ value: Value?) throws(Missing) -> Value {
        guard let value else { throw Missing() }
        return value
    }
}
