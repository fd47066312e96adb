/// Compares two values of a type that may or may not be `Equatable`, so the `Store` can skip notifying
/// observers of a change that changed nothing without requiring every state to be `Equatable`.
enum ValueComparison {
    /// Whether `lhs` equals `rhs`; values of a type that is not `Equatable` are never equal (a change of
    /// such a value is always reported, the safe side).
    static func areEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
        guard let equatable = lhs as? any Equatable else { return false }
        return isEqual(equatable, to: rhs)
    }

    private static func isEqual<Left: Equatable>(_ lhs: Left, to rhs: Any) -> Bool {
        guard let rhs = rhs as? Left else { return false }
        return lhs == rhs
    }
}
