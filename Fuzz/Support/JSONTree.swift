import Foundation

/// A JSON document whose numbers keep their literal text, so a mutation can write any number the format
/// allows (`1e400`, `-0`, `9223372036854775808`, `1.115`) and the decoder under test reads it as a server or a
/// hand-edited file would send it.
indirect enum JSONTree: Decodable, Equatable {
    case object([String: JSONTree])
    case array([JSONTree])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            var members: [String: JSONTree] = [:]
            for key in object.allKeys { members[key.stringValue] = try object.decode(JSONTree.self, forKey: key) }
            self = .object(members)
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONTree] = []
            while !array.isAtEnd { elements.append(try array.decode(JSONTree.self)) }
            self = .array(elements)
        } else {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .null
            } else if let flag = try? value.decode(Bool.self) {
                self = .bool(flag)
            } else if let text = try? value.decode(String.self) {
                self = .string(text)
            } else {
                self = .number("\(try value.decode(Decimal.self))")
            }
        }
    }

    /// The document as JSON text, object members in key order.
    var text: String {
        switch self {
        case .object(let members):
            return "{" + members.keys.sorted().map { Self.quoted($0) + ":" + members[$0]!.text }.joined(separator: ",")
                + "}"
        case .array(let elements): return "[" + elements.map(\.text).joined(separator: ",") + "]"
        case .string(let text): return Self.quoted(text)
        case .number(let literal): return literal
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
