import PresentationCore

/// JSON text that is safe on a terminal as well as exact: `JSONValue` already escapes control characters,
/// and this also escapes the bidi overrides and the line separators, which may appear raw in JSON strings
/// but could reorder or break what a terminal shows. Escaping is lossless; a JSON reader gets the same text.
public enum SafeJSON {
    /// One compact line of JSON for `value`.
    public static func line(_ value: JSONValue) -> String {
        var result = ""
        for scalar in value.serialized().unicodeScalars {
            switch scalar.value {
            case 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
                result += "\\u" + String(scalar.value, radix: 16)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `{"error":{"code":"not_found","message":"…"}}`.
    public static func error(code: String, message: String) -> String {
        line(.object([("error", .object([("code", .string(code)), ("message", .string(message))]))]))
    }
}
