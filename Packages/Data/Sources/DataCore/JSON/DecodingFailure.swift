import Foundation

/// Turns a decoding error into one readable phrase: where in the document (`products[2]`), which field,
/// what was expected and what was found there.
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

    /// The phrase; `source` (a request path) is named as "in /products" when given, and `contentType`
    /// explains a body that is not JSON at all.
    func sentence(source: String? = nil, contentType: String? = nil) -> String {
        let place = source.map { " in \($0)" } ?? ""
        guard let decodingError = error as? DecodingError else {
            return "could not decode the data\(place): \(error.localizedDescription)"
        }
        switch decodingError {
        case let .typeMismatch(type, context), let .valueNotFound(type, context):
            return "could not decode \(subjectWithID(context.codingPath))\(place): "
                + "expected \(Self.describe(type)) but found \(found(at: context.codingPath))"
        case let .keyNotFound(key, context):
            return "could not decode \(subjectWithID(context.codingPath + [key]))\(place): the field is missing"
        case let .dataCorrupted(context) where context.codingPath.isEmpty:
            return notJSON(source: source, contentType: contentType)
        case let .dataCorrupted(context):
            return "could not decode \(subjectWithID(context.codingPath))\(place): \(context.debugDescription)"
        @unknown default:
            return "could not decode the data\(place): \(decodingError.localizedDescription)"
        }
    }

    private func notJSON(source: String?, contentType: String?) -> String {
        let what = source.map { "the body of \($0)" } ?? "the data"
        if data.isEmpty {
            return "\(what) is empty, expected JSON"
        }
        if let source, let contentType, !contentType.lowercased().contains("json") {
            let type = contentType.split(separator: ";").first.map(String.init) ?? contentType
            return "expected JSON from \(source) but got \(type.trimmingCharacters(in: .whitespaces)) "
                + "(starting \(preview))"
        }
        if String(data: data, encoding: .utf8) == nil {
            return "\(what) is not valid UTF-8 text, so it cannot be JSON"
        }
        return "\(what) is not valid JSON (starting \(preview))"
    }

    /// The first characters of the data, quoted, with control characters removed so it is safe to print.
    private var preview: String {
        let text = String(decoding: data.prefix(40), as: UTF8.self)
        let safe = String(String.UnicodeScalarView(text.unicodeScalars.filter { !Self.isUnsafe($0) }))
        return "\"\(safe)\(data.count > 40 ? "…" : "")\""
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
            || (0x2066...0x2069).contains(scalar.value)
    }

    /// What sits at `path`: "a string", "null", "nothing" (when the path does not exist).
    private func found(at path: [any CodingKey]) -> String {
        guard let document else { return "something else" }
        return document.value(at: path)?.phrase ?? "nothing"
    }

    /// `Self.subject(path)` followed by the id of the innermost list item on the path, when it has one:
    /// "field `price` of products[2] (id 7)".
    private func subjectWithID(_ path: [any CodingKey]) -> String {
        guard let item = path.lastIndex(where: { Self.index(of: $0) != nil }),
            let id = document?.value(at: Array(path[...item]) + [IDKey()])?.scalarText
        else { return Self.subject(path) }
        let shown = id.count > 40 ? id.prefix(40) + "…" : id
        return "\(Self.subject(path)) (id \(String(shown.unicodeScalars.filter { !Self.isUnsafe($0) })))"
    }

    private struct IDKey: CodingKey {
        var stringValue: String { "id" }
        var intValue: Int? { nil }
        init() {}
        init?(stringValue: String) { nil }
        init?(intValue: Int) { nil }
    }

    /// "field `price` of products[2]", "products[2]", "field `total`" or "the top-level value".
    static func subject(_ path: [any CodingKey]) -> String {
        guard let last = path.last else { return "the top-level value" }
        if index(of: last) != nil {
            return render(path)
        }
        let parent = path.dropLast()
        let field = "field `\(last.stringValue)`"
        return parent.isEmpty ? field : "\(field) of \(render(Array(parent)))"
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

    /// "a number", "a string", "true or false", "an array", "an object", or the type's name.
    static func describe(_ type: Any.Type) -> String {
        let numbers: [Any.Type] = [
            Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self, UInt16.self,
            UInt32.self, UInt64.self, Double.self, Float.self, Decimal.self, Date.self,
        ]
        if numbers.contains(where: { $0 == type }) { return "a number" }
        if type == String.self || type == URL.self || type == UUID.self { return "a string" }
        if type == Bool.self { return "true or false" }
        let name = String(describing: type)
        if name.hasPrefix("Array<") { return "an array" }
        if name.hasPrefix("Dictionary<") { return "an object" }
        return name
    }
}
