import Foundation

/// A JSON document built by a feature for `--json` output. Numbers are `Decimal`, so a price such as
/// `0.00000123` or a percentage such as `12.5` is written exactly as the source gave it, never through `Double`.
public indirect enum JSONValue: Hashable, Sendable, Encodable {
    case null
    case bool(Bool)
    case number(Decimal)
    case string(String)
    case array([JSONValue])
    /// Keys keep their order, so documents read the same on every run.
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case let .bool(value): hasher.combine(value)
        case let .number(value): hasher.combine(value)
        case let .string(value): hasher.combine(value)
        case let .array(values): hasher.combine(values)
        case let .object(pairs):
            for (key, value) in pairs {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }

    /// An integer as a JSON number.
    public static func int(_ value: Int) -> JSONValue { .number(Decimal(value)) }

    /// A string, or `null` when the value is absent.
    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// Serialises the document as compact JSON text with keys in the order given.
    public func serialized() -> String {
        switch self {
        case .null: return "null"
        case let .bool(value): return value ? "true" : "false"
        case let .number(value): return NSDecimalNumber(decimal: value).stringValue
        case let .string(value): return JSONValue.quote(value)
        case let .array(values): return "[" + values.map { $0.serialized() }.joined(separator: ",") + "]"
        case let .object(pairs):
            return "{" + pairs.map { JSONValue.quote($0.0) + ":" + $0.1.serialized() }.joined(separator: ",") + "}"
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(value): try container.encode(value)
        case let .number(value): try container.encode(value)
        case let .string(value): try container.encode(value)
        case let .array(values): try container.encode(values)
        case let .object(pairs):
            try container.encode(OrderedObject(pairs: pairs))
        }
    }

    private static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// Encodes ordered key/value pairs through a keyed container.
private struct OrderedObject: Encodable {
    let pairs: [(String, JSONValue)]

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (key, value) in pairs {
            try container.encode(value, forKey: Key(stringValue: key))
        }
    }
}
