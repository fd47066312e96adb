/// Foundation ships no `.swiftinterface` on Linux, so the audit keeps a table of the Foundation APIs this repo uses
/// (or is likely to) that need a newer system than Apple's oldest, as Apple's documentation pages give them.
public enum FoundationAvailability {
    public static let declarations: [APIDeclaration] = [
        entry("ISO8601FormatStyle", in: "Date", kind: .type, macOS12, "date/iso8601formatstyle"),
        entry("FormatStyle", kind: .type, macOS12, "formatstyle"),
        entry("ParseableFormatStyle", kind: .type, macOS12, "parseableformatstyle"),
        entry("formatted", labels: [], macOS12, "date/formatted()"),
        entry("formatted", labels: ["_"], macOS12, "date/formatted(_:)"),
        entry("ISO8601Format", labels: [], macOS12, "date/iso8601format(_:)"),
        entry("ISO8601Format", labels: ["_"], macOS12, "date/iso8601format(_:)"),
        entry("data", in: "URLSession", labels: ["for"], macOS12, "urlsession/data(for:delegate:)"),
        entry("data", in: "URLSession", labels: ["from"], macOS12, "urlsession/data(from:delegate:)"),
        entry("bytes", in: "URLSession", labels: ["for"], macOS12, "urlsession/bytes(for:delegate:)"),
        entry("upload", in: "URLSession", labels: ["for", "from"], macOS12, "urlsession/upload(for:from:delegate:)"),
        entry("appending", in: "URL", labels: ["path"], macOS13, "url/appending(path:directoryhint:)"),
        entry("appending", in: "URL", labels: ["component"], macOS13, "url/appending(component:directoryhint:)"),
        entry("append", in: "URL", labels: ["path"], macOS13, "url/append(path:directoryhint:)"),
        entry("init", in: "URL", labels: ["filePath"], macOS13, "url/init(filepath:directoryhint:relativeto:)"),
        entry("path", in: "URL", labels: ["percentEncoded"], macOS13, "url/path(percentencoded:)"),
        entry("temporaryDirectory", in: "URL", qualified: true, macOS13, "url/temporarydirectory"),
        entry("homeDirectory", in: "URL", qualified: true, macOS13, "url/homedirectory"),
        entry("currentDirectory", in: "URL", qualified: true, labels: [], macOS13, "url/currentdirectory()"),
        entry("AttributedString", kind: .type, macOS12, "attributedstring"),
        entry("init", in: "String", labels: ["localized"], macOS12, "string/init(localized:)"),
    ]

    /// Apple released macOS 12 with iOS 15, and macOS 13 with iOS 16.
    private static let macOS12 = ["macos": [12], "ios": [15]]
    private static let macOS13 = ["macos": [13], "ios": [16]]

    private static func entry(
        _ name: String, in container: String = "", qualified: Bool = false, kind: APIDeclaration.Kind = .member,
        labels: [String]? = nil, _ introduced: [String: [Int]], _ page: String
    ) -> APIDeclaration {
        APIDeclaration(
            module: "Foundation", name: name, container: container, kind: kind, labels: labels, introduced: introduced,
            source: "https://developer.apple.com/documentation/foundation/" + page, qualified: qualified)
    }
}
