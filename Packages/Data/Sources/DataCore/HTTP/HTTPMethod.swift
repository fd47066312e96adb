/// An HTTP method. The adapters only read, so `get` is the one named here; another is written
/// `HTTPMethod(rawValue: "POST")`. Only `get` is treated as safe to repeat when retrying.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let get = HTTPMethod(rawValue: "GET")
}
