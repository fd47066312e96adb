/// The two-way link between a parent's action enum and one of its cases that carries a child's action, made
/// from the case alone where TCA would use a macro. `Scope`, `ifLet` and `Store.scope` take the case and make
/// it; the package's tests build one by hand.
package struct ActionPath<Root, Value>: Sendable {
    /// Wraps a child action in the parent's case.
    package let embed: @Sendable (Value) -> Root
    /// The child action inside a parent action, or nil when the parent action is another case.
    package let extract: @Sendable (Root) -> Value?

    /// Creates a path from its two directions.
    package init(embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?) {
        self.embed = embed
        self.extract = extract
    }
}

extension ActionPath where Root: Equatable & Sendable, Value: Sendable {
    /// The path of the case `embed`: an action is that case when the value it carries (read with `Mirror`), put
    /// back in the case, gives the same action. So two cases that carry the same type are told apart.
    package init(_ embed: @escaping @Sendable (Value) -> Root) {
        self.init(embed: embed) { root in
            guard let value = Mirror(reflecting: root).children.first?.value as? Value, embed(value) == root else {
                return nil
            }
            return value
        }
    }
}
