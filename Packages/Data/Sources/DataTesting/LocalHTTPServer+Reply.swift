import Foundation

extension LocalHTTPServer {
    /// What the server answers to one request, and how: at once, after a delay, slowly, or not at all.
    public struct Reply: Sendable {
        /// The HTTP status code.
        public var status: Int
        /// Extra response headers; `Content-Length` and `Connection: close` are added unless present.
        public var headers: [String: String]
        /// The response body.
        public var body: Data
        /// How long to wait before sending anything, for timeout tests.
        public var delay: Duration
        /// Send the body one byte at a time, `trickleInterval` apart, for overall-deadline tests.
        public var trickle: Bool
        /// The pause between two trickled bytes.
        public var trickleInterval: Duration
        /// Close the connection without sending any reply, for connection-failure tests.
        public var closeWithoutReply: Bool

        /// A reply; every parameter has a harmless default.
        public init(
            status: Int = 200, headers: [String: String] = [:], body: Data = Data(), delay: Duration = .zero,
            trickle: Bool = false, trickleInterval: Duration = .milliseconds(50), closeWithoutReply: Bool = false
        ) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delay = delay
            self.trickle = trickle
            self.trickleInterval = trickleInterval
            self.closeWithoutReply = closeWithoutReply
        }

        /// A JSON reply (`Content-Type: application/json`).
        public static func json(_ text: String, status: Int = 200) -> Reply {
            Reply(status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
        }

        /// A text reply, `text/plain` unless another content type is given (for example `text/html`).
        public static func text(
            _ text: String, status: Int = 200, contentType: String = "text/plain; charset=utf-8"
        ) -> Reply {
            Reply(status: status, headers: ["Content-Type": contentType], body: Data(text.utf8))
        }

        /// A reply with only a status and an empty body, plus optional headers (e.g. `Retry-After`).
        public static func status(_ status: Int, headers: [String: String] = [:]) -> Reply {
            Reply(status: status, headers: headers)
        }

        /// Closes the connection without answering.
        public static let dropConnection = Reply(closeWithoutReply: true)

        /// This reply, sent only after `delay`.
        public func delayed(by delay: Duration) -> Reply {
            var copy = self
            copy.delay = delay
            return copy
        }

        /// This reply, with its body trickled one byte every `interval`.
        public func trickled(every interval: Duration = .milliseconds(50)) -> Reply {
            var copy = self
            copy.trickle = true
            copy.trickleInterval = interval
            return copy
        }

        /// The status line and headers, ending with the blank line.
        func head() -> Data {
            var lines = ["HTTP/1.1 \(status) \(Self.reason(for: status))"]
            let names = Set(headers.keys.map { $0.lowercased() })
            if !names.contains("content-length") { lines.append("Content-Length: \(body.count)") }
            if !names.contains("connection") { lines.append("Connection: close") }
            for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
                lines.append("\(name): \(value)")
            }
            return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        }

        private static func reason(for status: Int) -> String {
            switch status {
            case 200: "OK"
            case 201: "Created"
            case 204: "No Content"
            case 400: "Bad Request"
            case 404: "Not Found"
            case 429: "Too Many Requests"
            case 500: "Internal Server Error"
            case 502: "Bad Gateway"
            case 503: "Service Unavailable"
            default: "Status"
            }
        }
    }
}
