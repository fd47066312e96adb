import DomainCore
import Foundation

/// The kind of any JSON value, used to say what was found where decoding expected something else, and the
/// text of a number or a string (a record's id).
indirect enum JSONShape: Decodable {
    case null
    case bool
    case number(String)
    case string(String)
    case array([JSONShape])
    case object([String: JSONShape])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if (try? container.decode(Bool.self)) != nil {
            self = .bool
        } else if let number = try? container.decode(Decimal.self) {
            self = .number("\(number)")
        } else if let number = try? container.decode(Double.self) {
            self = .number("\(number)")
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let items = try? container.decode([JSONShape].self) {
            self = .array(items)
        } else if let fields = try? container.decode([String: JSONShape].self) {
            self = .object(fields)
        } else {
            // Valid JSON that no type reads: a number beyond `Double` (1e400).
            self = .number("a number beyond every number type")
        }
    }

    /// The value at `path` in the document; nil where the path leads nowhere.
    func value(at path: [any CodingKey]) -> JSONShape? {
        var shape = self
        for key in path {
            switch shape {
            case let .array(items):
                guard let position = key.intValue, items.indices.contains(position) else { return nil }
                shape = items[position]
            case let .object(fields):
                guard let field = fields[key.stringValue] else { return nil }
                shape = field
            default:
                return nil
            }
        }
        return shape
    }

    /// The text of a number or a string; nil for anything else.
    var scalarText: String? {
        switch self {
        case let .number(text), let .string(text): text
        default: nil
        }
    }

    var kind: DomainError.Decoding.Kind {
        switch self {
        case .null: .null
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }
}
