/// The HTTP methods the adapters use. Only `get` is treated as safe to repeat when retrying.
public enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case delete = "DELETE"
}
