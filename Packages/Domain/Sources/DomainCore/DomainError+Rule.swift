import Foundation

extension DomainError {
    /// The rule a value broke, with what the rule allows and what it got, so the presentation layer can word it and a
    /// test can match it without reading a sentence.
    public enum Rule: Hashable, Sendable {
        /// Must not be empty or only white space.
        case empty
        /// A number outside `minimum...maximum` (either side open when nil).
        case outOfRange(Decimal, minimum: Decimal?, maximum: Decimal?)
        /// Text of `count` characters, outside `minimum...maximum` characters.
        case length(Int, minimum: Int?, maximum: Int?)
        /// Text that is not in the expected format.
        case malformed(String, expected: Format)
        /// An amount in `found` where the others are in `expected`, so they cannot be added up.
        case currency(Currency, expected: Currency)
        /// An amount with more decimal places than its currency has minor units (`1.115` USD).
        case precision(Currency)
        /// A stated amount that is not what its parts add up to.
        case sum(stated: Money, computed: Money)
        /// A key that must be unique and is not: `firstAt` is the 1-based position that has it already, nil
        /// when it is held by something outside the input.
        case duplicate(String, firstAt: Int?)
        /// A quantity above the stock (0 when sold out): `needed` is the quantity the change would leave, which
        /// may be more than the amount just asked for when some is held already.
        case stock(available: Int, needed: Int)
        /// The value is not the one it must be, such as a document's format name.
        case mismatch(String, expected: String)
    }

    /// The formats a text value can be required to have.
    public enum Format: Hashable, Sendable {
        /// A three-letter ISO 4217 code that the standard lists (`USD`).
        case currencyCode
        /// An ISO 8601 date and time (`2025-06-02T12:00:00Z`).
        case timestamp
        /// A UUID (`7e57aa00-0000-4000-8000-000000000003`).
        case uuid
        /// A plain decimal number (`19.99`), as exact amounts are written.
        case decimal
    }
}
