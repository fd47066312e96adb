import DomainCore

/// Test data built through the entities' own checking initialisers, so a fixture can be a `static let`.
///
/// A fixture that breaks a rule is a mistake in the test code, never input: it stops the tests at once with
/// the entity's own sentence, where `try!` would print only the error's type.
public enum Fixture {
    /// The value `make` builds; a validation error is a programmer error in the fixture.
    public static func valid<T>(
        _ make: () throws(DomainError) -> T, file: StaticString = #file, line: UInt = #line
    ) -> T {
        do {
            return try make()
        } catch {
            preconditionFailure("a fixture breaks a rule of its entity: \(error)", file: file, line: line)
        }
    }
}
