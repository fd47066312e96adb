/// Foundation ships no `.swiftinterface` on Linux (swift-corelibs-foundation checks no Apple availability), so
/// the audit keeps a short table of the Foundation APIs this repo uses, or is likely to, that need a newer
/// system than Apple's oldest: each with the versions Apple's documentation gives and the page they were read
/// from. A use of one of these with lower minimums fails the audit like a toolchain API would.
public enum FoundationAvailability {
    public static let declarations: [APIDeclaration] = [
        entry("ISO8601FormatStyle", in: "Date", .type, macOS: [12], iOS: [15], "date/iso8601formatstyle"),
        entry("FormatStyle", .type, macOS: [12], iOS: [15], "formatstyle"),
        entry("ParseableFormatStyle", .type, macOS: [12], iOS: [15], "parseableformatstyle"),
        entry("formatted", labels: [], macOS: [12], iOS: [15], "date/formatted()"),
        entry("formatted", labels: ["_"], macOS: [12], iOS: [15], "date/formatted(_:)"),
        entry("ISO8601Format", labels: [], macOS: [12], iOS: [15], "date/iso8601format(_:)"),
        entry("ISO8601Format", labels: ["_"], macOS: [12], iOS: [15], "date/iso8601format(_:)"),
        entry("data", in: "URLSession", labels: ["for"], macOS: [12], iOS: [15], "urlsession/data(for:delegate:)"),
        entry("data", in: "URLSession", labels: ["from"], macOS: [12], iOS: [15], "urlsession/data(from:delegate:)"),
        entry("bytes", in: "URLSession", labels: ["for"], macOS: [12], iOS: [15], "urlsession/bytes(for:delegate:)"),
        entry(
            "upload", in: "URLSession", labels: ["for", "from"], macOS: [12], iOS: [15],
            "urlsession/upload(for:from:delegate:)"),
        entry("appending", in: "URL", labels: ["path"], macOS: [13], iOS: [16], "url/appending(path:directoryhint:)"),
        entry(
            "appending", in: "URL", labels: ["component"], macOS: [13], iOS: [16],
            "url/appending(component:directoryhint:)"),
        entry("append", in: "URL", labels: ["path"], macOS: [13], iOS: [16], "url/append(path:directoryhint:)"),
        entry(
            "init", in: "URL", labels: ["filePath"], macOS: [13], iOS: [16],
            "url/init(filepath:directoryhint:relativeto:)"),
        entry("path", in: "URL", labels: ["percentEncoded"], macOS: [13], iOS: [16], "url/path(percentencoded:)"),
        entry("temporaryDirectory", in: "URL", qualified: true, macOS: [13], iOS: [16], "url/temporarydirectory"),
        entry("homeDirectory", in: "URL", qualified: true, macOS: [13], iOS: [16], "url/homedirectory"),
        entry(
            "currentDirectory", in: "URL", qualified: true, labels: [], macOS: [13], iOS: [16],
            "url/currentdirectory()"),
        entry("AttributedString", .type, macOS: [12], iOS: [15], "attributedstring"),
        entry("init", in: "String", labels: ["localized"], macOS: [12], iOS: [15], "string/init(localized:)"),
    ]

    public static let documentation = "https://developer.apple.com/documentation/foundation/"

    private static func entry(
        _ name: String, in container: String = "", qualified: Bool = false, _ kind: APIDeclaration.Kind = .member,
        labels: [String]? = nil, macOS: [Int], iOS: [Int], _ page: String
    ) -> APIDeclaration {
        APIDeclaration(
            module: "Foundation", name: name, container: container, kind: kind, labels: labels,
            introduced: ["macos": macOS, "ios": iOS], source: documentation + page, qualified: qualified)
    }
}
