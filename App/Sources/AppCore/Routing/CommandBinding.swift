/// One command of a store-driven feature: its grammar and the action it sends.
package struct CommandBinding<Action: Sendable>: Sendable {
    package var spec: CommandSpec
    package var action: @Sendable (ParsedCommand) -> Action

    package init(_ spec: CommandSpec, action: @escaping @Sendable (ParsedCommand) -> Action) {
        self.spec = spec
        self.action = action
    }
}
