import DomainCore

/// A record that decoded but that an entity refuses (a negative price, a second currency, a duplicate id):
/// what a mapper from a DTO throws, so that the adapter reports it as corrupt data (a stored file, which the
/// file store keeps aside and never writes over) or invalid data (a response), with exit code 65.
///
/// A separate type from `DomainError`, because inside a read-modify-write the change itself also throws
/// validation errors (a quantity of 100 typed by a user), and only the data's own are the file's fault.
public struct RuleViolation: Error, Hashable, Sendable {
    /// The record that broke the rule; nil when the entity is the whole document.
    public let record: DomainError.Record?
    /// The field of the record, as the entity names it.
    public let field: String
    public let rule: DomainError.Rule

    public init(record: DomainError.Record?, field: String, rule: DomainError.Rule) {
        self.record = record
        self.field = field
        self.rule = rule
    }

    /// The entity's own validation error, for `record` (or the one the error names). A mapper calls only entity
    /// initialisers, which throw only validation errors, so another error is a programming error in the mapper
    /// (as mixing currencies is in `Money`), never something data can cause.
    public init(at record: DomainError.Record?, _ error: DomainError) {
        guard case let .validation(field, rule, named) = error else {
            preconditionFailure("an entity threw \(error), which is not a validation error")
        }
        self.init(record: named ?? record, field: field, rule: rule)
    }

    /// The value `make` builds, its validation error reported as a violation of `record`.
    public static func checking<T>(
        _ record: DomainError.Record?, _ make: () throws(DomainError) -> T
    ) throws(RuleViolation) -> T {
        do {
            return try make()
        } catch {
            throw RuleViolation(at: record, error)
        }
    }

    /// The violation as the data's flaw.
    public var flaw: DomainError.Flaw { .breaksRule(record: record, field: field, rule: rule) }

    /// The violation as a validation error of the input itself (the quantity of line 1 of the cart).
    public var validationError: DomainError {
        .validation(field: field, rule: rule, record: record)
    }
}
