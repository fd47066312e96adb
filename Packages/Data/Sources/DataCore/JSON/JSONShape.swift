import Foundation

/// The kind of any JSON value, used to say what was found where decoding expected something else.
indirect enum JSONShape: Decodable {
    case null
    case bool
    case number
    case string
    case array([JSONShape])
    case object([String: JSONShape])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if (try? container.decode(Bool.self)) != nil {
            self = .bool
        } else if (try? container.decode(Decimal.self)) != nil {
            self = .number
        } else if (try? container.decode(String.self)) != nil {
            self = .string
        } else if let items = try? container.decode([JSONShape].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: JSONShape].self))
        }
    }

    /// What sits at `path` in `data`: "a string", "null", "nothing" (when the path does not exist).
    static func describe(at path: [any CodingKey], in data: Data) -> String {
        guard var shape = try? JSONDecoder().decode(JSONShape.self, from: data) else { return "something else" }
        for key in path {
            switch shape {
            case let .array(items):
                guard let position = key.intValue, items.indices.contains(position) else { return "nothing" }
                shape = items[position]
            case let .object(fields):
                guard let field = fields[key.stringValue] else { return "nothing" }
                shape = field
            default:
                return "nothing"
            }
        }
        return shape.phrase
    }

    private var phrase: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
