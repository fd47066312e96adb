import DomainCore

/// A record that decoded but that an entity refuses (a negative price, a second currency, a duplicate id):
/// what a mapper from a DTO throws, so that the adapter reports it as corrupt data (a stored file, which the
/// file store keeps aside and never writes over) or invalid data (a response), with exit code 65.
///
/// A separate type from `DomainError`, because inside a read-modify-write the change itself also throws
/// validation errors (a quantity of 100 typed by a user), and only the data's own are the file's fault.
public struct RuleViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// One sentence naming the record, the field and the rule: "line 2 of the cart is in EUR but the cart is
    /// in USD".
    public let sentence: String

    public init(_ sentence: String) {
        self.sentence = sentence
    }

    /// The entity's own validation error, for the record at `place` ("line 2 of the cart"); without a place
    /// the entity named the record itself.
    public init(at place: String?, _ error: DomainError) {
        let rule: String
        if case let .validation(field, reason) = error {
            rule = "\(field) \(reason)"
        } else {
            rule = error.description
        }
        sentence = place.map { "\($0): \(rule)" } ?? rule
    }

    /// The value `make` builds, its validation error reported as a violation at `place`.
    public static func checking<T>(_ place: String?, _ make: () throws(DomainError) -> T) throws(RuleViolation) -> T {
        do {
            return try make()
        } catch {
            throw RuleViolation(at: place, error)
        }
    }

    public var description: String { sentence }
}
