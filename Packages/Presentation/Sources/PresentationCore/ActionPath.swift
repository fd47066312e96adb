/// The two-way link between a parent's action enum and one of its cases that carries a child's action,
/// written by hand where TCA would use a macro:
///
///     ActionPath(embed: AppAction.catalog, extract: { if case let .catalog(a) = $0 { a } else { nil } })
public struct ActionPath<Root, Value>: Sendable {
    /// Wraps a child action in the parent's case.
    public let embed: @Sendable (Value) -> Root
    /// The child action inside a parent action, or nil when the parent action is another case.
    public let extract: @Sendable (Root) -> Value?

    /// Creates a path from its two directions.
    public init(embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?) {
        self.embed = embed
        self.extract = extract
    }
}
