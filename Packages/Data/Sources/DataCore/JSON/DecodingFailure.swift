import DomainCore
import Foundation

/// Turns a decoding error into values: where in the document (`products[2]`), which field, what was expected
/// and what was found there.
struct DecodingFailure {
    let error: any Error
    let data: Data
    /// The document, read again to describe what sits where decoding failed; nil when it is not JSON.
    private let document: JSONShape?

    init(error: any Error, data: Data) {
        self.error = error
        self.data = data
        document = try? JSONDecoder().decode(JSONShape.self, from: data)
    }

    /// The fault; `source` (a request path) is named when given, and `contentType` explains a body that is not
    /// JSON at all.
    func decoding(source: String? = nil, contentType: String? = nil) -> DomainError.Decoding {
        if let error = error as? JSONValueError {
            return place(error.codingPath, source: source, error.problem)
        }
        guard let decodingError = error as? DecodingError else {
            return DomainError.Decoding(source: source, problem: .other(error.localizedDescription))
        }
        switch decodingError {
        case let .typeMismatch(type, context), let .valueNotFound(type, context):
            return place(
                context.codingPath, source: source, .expected(Self.kind(type), found: found(at: context.codingPath)))
        case let .keyNotFound(key, context):
            return place(context.codingPath + [key], source: source, .missingField)
        case let .dataCorrupted(context) where context.codingPath.isEmpty:
            return DomainError.Decoding(
                source: source, problem: .notJSON(notJSON(contentType: source == nil ? nil : contentType)))
        case let .dataCorrupted(context):
            return place(context.codingPath, source: source, .other(context.debugDescription))
        @unknown default:
            return DomainError.Decoding(source: source, problem: .other(decodingError.localizedDescription))
        }
    }

    private func notJSON(contentType: String?) -> DomainError.Decoding.NotJSON {
        if data.isEmpty { return .empty }
        if let contentType, !contentType.lowercased().contains("json") {
            let type = contentType.split(separator: ";").first.map(String.init) ?? contentType
            return .contentType(type.trimmingCharacters(in: .whitespaces), start: preview)
        }
        if String(data: data, encoding: .utf8) == nil { return .notUTF8 }
        return .invalid(start: preview)
    }

    /// The first characters of the data, quoted, with control characters removed so it is safe to print.
    private var preview: String {
        let text = String(decoding: data.prefix(40), as: UTF8.self)
        return "\"\(Self.safe(text))\(data.count > 40 ? "…" : "")\""
    }

    private static func safe(_ text: some StringProtocol) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !isUnsafe($0) }))
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
            || (0x2066...0x2069).contains(scalar.value)
    }

    /// What sits at `path`: a kind, nil when nothing does, `.unknown` when the document cannot be read again.
    private func found(at path: [any CodingKey]) -> DomainError.Decoding.Kind? {
        guard let document else { return .unknown }
        return document.value(at: path)?.kind
    }

    /// `problem` at `path`: the field (its last key, unless that is a list position), the item holding it, and
    /// the id of the innermost list item on the way, when it has one.
    private func place(
        _ path: [any CodingKey], source: String?, _ problem: DomainError.Decoding.Problem
    ) -> DomainError.Decoding {
        let field = path.last.flatMap { Self.index(of: $0) == nil ? $0.stringValue : nil }
        let container = field == nil ? path : Array(path.dropLast())
        return DomainError.Decoding(
            field: field, container: container.isEmpty ? nil : Self.render(container), id: id(on: path),
            source: source, problem: problem)
    }

    private func id(on path: [any CodingKey]) -> String? {
        guard let item = path.lastIndex(where: { Self.index(of: $0) != nil }),
            let id = document?.value(at: Array(path[...item]) + [IDKey()])?.scalarText
        else { return nil }
        return Self.safe(id.count > 40 ? id.prefix(40) + "…" : id)
    }

    private struct IDKey: CodingKey {
        var stringValue: String { "id" }
        var intValue: Int? { nil }
        init() {}
        init?(stringValue: String) { nil }
        init?(intValue: Int) { nil }
    }

    /// `products[2].dimensions`: keys joined by dots, array positions in brackets.
    static func render(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let position = index(of: key) {
                text += "[\(position)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    private static func index(of key: any CodingKey) -> Int? {
        guard let position = key.intValue, key.stringValue == "Index \(position)" else { return nil }
        return position
    }

    /// The kind of value a Swift type decodes from.
    static func kind(_ type: Any.Type) -> DomainError.Decoding.Kind {
        let numbers: [Any.Type] = [
            Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self, UInt16.self,
            UInt32.self, UInt64.self, Double.self, Float.self, Decimal.self, Date.self,
        ]
        if numbers.contains(where: { $0 == type }) { return .number }
        if type == String.self || type == URL.self || type == UUID.self { return .string }
        if type == Bool.self { return .bool }
        let name = String(describing: type)
        if name.hasPrefix("Array<") { return .array }
        if name.hasPrefix("Dictionary<") { return .object }
        return .named(name)
    }
}
