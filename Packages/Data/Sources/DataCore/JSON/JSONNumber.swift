import Foundation

/// A number of a DTO that names its field when it does not fit `Value`. `JSONDecoder` reports a valid number
/// that does not fit its type (an id of 2^70, a price of 1e300, a count of 1.5) as a flaw of the whole
/// document ("not valid JSON") with no field named; decoded through this type, it says which field of which
/// record, and what the number was.
public struct JSONNumber<Value: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
    public let value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            value = try container.decode(Value.self)
        } catch let error as DecodingError {
            throw error  // Not a number (a string, null): that error names the field already.
        } catch {
            // A valid number `Value` cannot hold: JSONDecoder's own error names no field, so this one does.
            let text = (try? container.decode(JSONShape.self))?.scalarText ?? "a number"
            let isFraction = (try? container.decode(Decimal.self)).map { !$0.isWholeNumber } ?? false
            throw JSONValueError(isFraction ? .notWholeNumber(text) : .outOfRange(text), at: decoder)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

extension Decimal {
    fileprivate var isWholeNumber: Bool {
        var value = self
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 0, .plain)
        return rounded == self
    }
}
