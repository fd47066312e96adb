import DomainCore

/// A value a DTO's own decoding refuses (a number too large for its field, a date that does not parse): thrown
/// from `init(from:)`, it reaches the adapter as it is, which reports it, at its place, as corrupt data.
public struct JSONValueError: Error {
    /// The keys to the value.
    let codingPath: [Key]
    let problem: DomainError.Decoding.Problem

    /// The problem of the value `decoder` is decoding, or of its field `key`.
    public init(_ problem: DomainError.Decoding.Problem, at decoder: any Decoder, key: (any CodingKey)? = nil) {
        codingPath = (decoder.codingPath + [key].compactMap { $0 }).map(Key.init)
        self.problem = problem
    }

    /// One key of the path, kept as a value so the error can cross tasks.
    struct Key: CodingKey, Sendable {
        let stringValue: String
        let intValue: Int?

        init(_ key: any CodingKey) {
            stringValue = key.stringValue
            intValue = key.intValue
        }

        init?(stringValue: String) { nil }
        init?(intValue: Int) { nil }
    }
}
