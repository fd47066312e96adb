import Foundation

/// Renders any value as indented lines, one stored property per line, so two states can be diffed line by
/// line. Built on `Mirror`, like `Swift.dump`, but with Swift-like syntax that reads as the type is written.
enum ValueDump {
    /// The value as lines: `Counter.State(`, `  count: 1,`, `)`.
    static func lines(_ value: Any) -> [String] {
        render(value)
    }

    /// The value on one line, for messages: `.search(query: "a", page: 1)`.
    static func line(_ value: Any) -> String {
        line(fromLines: render(value))
    }

    private static let indent = "  "

    private static func render(_ value: Any) -> [String] {
        if let leaf = leafText(value) { return [leaf] }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first else { return ["nil"] }
            return render(wrapped.value)
        case .enum:
            return renderEnum(value, mirror: mirror)
        case .tuple:
            return container(open: "(", close: ")", items: labeled(mirror))
        case .collection:
            return container(open: "[", close: "]", items: mirror.children.map { (nil, $0.value) })
        case .set:
            let sorted = mirror.children.map(\.value).sorted { line($0) < line($1) }
            return container(open: "Set([", close: "])", items: sorted.map { (nil, $0) })
        case .dictionary:
            return renderDictionary(mirror)
        case .struct, .class:
            return container(open: typeName(of: value) + "(", close: ")", items: labeled(mirror))
        default:
            return [String(describing: value)]
        }
    }

    /// Values whose stored properties say nothing to a reader (or that have none) print as one token.
    private static func leafText(_ value: Any) -> String? {
        switch value {
        case let text as String: return String(reflecting: text)
        case let text as Substring: return String(reflecting: String(text))
        case let character as Character: return String(reflecting: character)
        case let decimal as Decimal: return decimal.description
        case let date as Date: return "Date(\(date.timeIntervalSince1970))"
        case let url as URL: return "URL(\(String(reflecting: url.absoluteString)))"
        case let uuid as UUID: return "UUID(\(uuid.uuidString))"
        case let data as Data: return "Data(\(data.count) bytes)"
        case is any Numeric, is Bool: return String(describing: value)
        default: return nil
        }
    }

    private static func renderEnum(_ value: Any, mirror: Mirror) -> [String] {
        guard let payload = mirror.children.first else { return ["." + String(describing: value)] }
        let name = "." + (payload.label ?? String(describing: value))
        let payloadMirror = Mirror(reflecting: payload.value)
        let items: [(String?, Any)] =
            payloadMirror.displayStyle == .tuple ? labeled(payloadMirror) : [(nil, payload.value)]
        let lines = container(open: name + "(", close: ")", items: items)
        // A short payload stays on the case's line, the way it is written in code.
        let single = line(fromLines: lines)
        return single.count <= 80 ? [single] : lines
    }

    private static func renderDictionary(_ mirror: Mirror) -> [String] {
        let pairs = mirror.children.map { child -> (key: String, value: Any) in
            let pair = Array(Mirror(reflecting: child.value).children)
            guard pair.count == 2 else { return (line(child.value), child.value) }
            return (line(pair[0].value), pair[1].value)
        }
        let sorted = pairs.sorted { $0.key < $1.key }
        return container(open: "[", close: "]", items: sorted.map { ($0.key, $0.value) }, emptyText: "[:]")
    }

    private static func labeled(_ mirror: Mirror) -> [(String?, Any)] {
        mirror.children.map { child in
            // Unlabelled tuple elements are named ".0", ".1" by Mirror; they read better without a label.
            let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
            return (label, child.value)
        }
    }

    private static func container(
        open: String,
        close: String,
        items: [(String?, Any)],
        emptyText: String? = nil
    ) -> [String] {
        guard !items.isEmpty else { return [emptyText ?? open + close] }
        var lines = [open]
        for (index, item) in items.enumerated() {
            var itemLines = render(item.1)
            if let label = item.0 {
                itemLines[0] = label + ": " + itemLines[0]
            }
            if index < items.count - 1 {
                itemLines[itemLines.count - 1] += ","
            }
            lines += itemLines.map { indent + $0 }
        }
        lines.append(close)
        return lines
    }

    /// Joins rendered lines into one: a space after each comma, none inside brackets.
    private static func line(fromLines lines: [String]) -> String {
        var result = ""
        for piece in lines.map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let hugsPrevious = result.isEmpty || result.hasSuffix("(") || result.hasSuffix("[")
            let closes = piece.hasPrefix(")") || piece.hasPrefix("]")
            result += (hugsPrevious || closes ? "" : " ") + piece
        }
        return result
    }

    /// The type's name without module prefixes: `Counter.State`, `Page<Product>`.
    private static func typeName(of value: Any) -> String {
        let reflected = String(reflecting: type(of: value))
        guard !reflected.contains("unknown context") else { return String(describing: type(of: value)) }
        return reflected.replacingOccurrences(
            of: #"(?<![A-Za-z0-9_.])[A-Za-z_][A-Za-z0-9_]*\.(?=[A-Za-z_])"#,
            with: "",
            options: .regularExpression
        )
    }
}
