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
        /// After the body, this many more bytes of `filler` in large blocks (`Int.max`: until the client
        /// hangs up or the server stops), for body-size and never-ending-response tests. Without a
        /// `Content-Length` header the length is left undeclared.
        public var streamedBytes: Int?
        /// The byte streamed after the body.
        public var filler: UInt8 = UInt8(ascii: " ")

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

        /// A `200` JSON reply that starts with `prefix` and then streams `bytes` more bytes of `filler` (by
        /// default without end), declaring no length unless `declaredLength` is given.
        public static func streaming(
            _ prefix: String, bytes: Int = .max, filler: Character = " ", declaredLength: Int? = nil,
            contentType: String = "application/json"
        ) -> Reply {
            var headers = ["Content-Type": contentType]
            if let declaredLength { headers["Content-Length"] = String(declaredLength) }
            var reply = Reply(headers: headers, body: Data(prefix.utf8))
            reply.streamedBytes = bytes
            reply.filler = filler.asciiValue ?? UInt8(ascii: " ")
            return reply
        }

        /// Whether the connection stays open for the client's next request (`Connection: keep-alive`).
        public var keepsAlive: Bool {
            headers.contains { $0.key.lowercased() == "connection" && $0.value.lowercased() == "keep-alive" }
        }

        /// This reply, leaving the connection open for the next request, so a test can see whether a client
        /// reuses it (`connectionCount`).
        public func keptAlive() -> Reply {
            var copy = self
            copy.headers["Connection"] = "keep-alive"
            return copy
        }

        /// A redirect to `location` (`302 Found` unless another status is given).
        public static func redirect(to location: String, status: Int = 302) -> Reply {
            Reply(status: status, headers: ["Location": location])
        }

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
            if !names.contains("content-length"), streamedBytes == nil {
                lines.append("Content-Length: \(body.count)")
            }
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
            case 301: "Moved Permanently"
            case 302: "Found"
            case 307: "Temporary Redirect"
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
